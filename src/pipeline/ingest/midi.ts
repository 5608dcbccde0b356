import ToneMidi from "@tonejs/midi";
import { InputError } from "../../engine/errors.js";
import type { MelodyNote } from "../stats/pitch-stats.js";
import { keyFromFifths } from "./key-names.js";

export interface MidiMelody {
  track: string;
  notes: MelodyNote[];
  /** From the file's key-signature event, when it has one. */
  key: string | null;
}

const { Midi } = ToneMidi;

/**
 * The melody of a MIDI file: the named track (default "MELODY" when present, else the first
 * track with notes). Durations are in seconds, so tempo changes weigh correctly.
 */
export function readMidiMelody(bytes: Uint8Array, trackName?: string): MidiMelody {
  let midi: InstanceType<typeof Midi>;
  try {
    midi = new Midi(bytes);
  } catch (err) {
    throw new InputError("midi", `not a readable MIDI file (${(err as Error).message})`);
  }
  const wanted = trackName ?? (midi.tracks.some((t) => t.name === "MELODY") ? "MELODY" : undefined);
  const track = wanted ? midi.tracks.find((t) => t.name === wanted) : midi.tracks.find((t) => t.notes.length > 0);
  if (!track) {
    const names = midi.tracks.map((t) => JSON.stringify(t.name)).join(", ");
    throw new InputError("track", `no track ${JSON.stringify(wanted ?? "with notes")}; the file has ${names || "none"}`);
  }
  const signature = midi.header.keySignatures[0];
  return {
    track: track.name,
    notes: track.notes.map((n) => ({ midi: n.midi, duration: n.duration })),
    key: signature ? keyFromSignature(signature.key, signature.scale) : null,
  };
}

const FIFTHS_OF_MAJOR: Record<string, number> = {
  Cb: -7, Gb: -6, Db: -5, Ab: -4, Eb: -3, Bb: -2, F: -1, C: 0, G: 1, D: 2, A: 3, E: 4, B: 5, "F#": 6, "C#": 7,
};
const FIFTHS_OF_MINOR: Record<string, number> = {
  Ab: -7, Eb: -6, Bb: -5, F: -4, C: -3, G: -2, D: -1, A: 0, E: 1, B: 2, "F#": 3, "C#": 4, "G#": 5, "D#": 6, "A#": 7,
};

function keyFromSignature(key: string, scale: string): string | null {
  const minor = scale === "minor";
  const fifths = (minor ? FIFTHS_OF_MINOR : FIFTHS_OF_MAJOR)[key];
  return fifths === undefined ? null : keyFromFifths(fifths, scale);
}
