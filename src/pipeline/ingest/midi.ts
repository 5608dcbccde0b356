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
  const track = wanted
    ? midi.tracks.find((t) => t.name === wanted)
    : midi.tracks.find((t) => t.notes.length > 0);
  if (!track) {
    const names = midi.tracks.map((t) => JSON.stringify(t.name)).join(", ");
    throw new InputError(
      "track",
      `no track ${JSON.stringify(wanted ?? "with notes")}; the file has ${names || "none"}`,
    );
  }
  const signature = midi.header.keySignatures[0];
  return {
    track: track.name,
    notes: track.notes.map((n) => ({ midi: n.midi, duration: n.duration })),
    key: signature ? keyFromSignature(signature.key, signature.scale) : null,
  };
}

/**
 * @tonejs/midi names a key-signature event by the major key of its signature even when the
 * scale is minor (0 sharps, minor reads as "C", meaning A minor), so the name gives the fifths.
 */
const MAJOR_KEY_BY_FIFTHS = [
  "Cb",
  "Gb",
  "Db",
  "Ab",
  "Eb",
  "Bb",
  "F",
  "C",
  "G",
  "D",
  "A",
  "E",
  "B",
  "F#",
  "C#",
];

function keyFromSignature(signatureName: string, scale: string): string | null {
  const index = MAJOR_KEY_BY_FIFTHS.indexOf(signatureName);
  return index < 0 ? null : keyFromFifths(index - 7, scale);
}
