import { type MidiEvent, writeMidi } from "midi-file";

const TICKS_PER_BEAT = 480;

export interface FixtureNote {
  midi: number;
  /** Start and length in beats. */
  start: number;
  beats: number;
}

export interface FixtureTrack {
  name: string;
  notes: FixtureNote[];
}

/**
 * A format-1 MIDI file built event by event, so tests control every byte that matters:
 * tempo (beats per minute), an optional key signature (fifths, minor), named tracks.
 */
export function midiFile(options: {
  bpm: number;
  key?: { fifths: number; minor: boolean };
  tracks: FixtureTrack[];
}): Uint8Array {
  const conductor: MidiEvent[] = [
    { deltaTime: 0, meta: true, type: "setTempo", microsecondsPerBeat: Math.round(60_000_000 / options.bpm) },
    ...(options.key
      ? [
          {
            deltaTime: 0,
            meta: true as const,
            type: "keySignature" as const,
            key: options.key.fifths,
            scale: options.key.minor ? 1 : 0,
          },
        ]
      : []),
    { deltaTime: 0, meta: true, type: "endOfTrack" },
  ];
  const tracks = options.tracks.map((track) => {
    const timed = track.notes.flatMap((n) => [
      { tick: Math.round(n.start * TICKS_PER_BEAT), on: true, midi: n.midi },
      { tick: Math.round((n.start + n.beats) * TICKS_PER_BEAT), on: false, midi: n.midi },
    ]);
    timed.sort((a, b) => a.tick - b.tick || Number(a.on) - Number(b.on));
    let last = 0;
    const events: MidiEvent[] = [{ deltaTime: 0, meta: true, type: "trackName", text: track.name }];
    for (const e of timed) {
      events.push({
        deltaTime: e.tick - last,
        channel: 0,
        type: e.on ? "noteOn" : "noteOff",
        noteNumber: e.midi,
        velocity: e.on ? 90 : 0,
      });
      last = e.tick;
    }
    events.push({ deltaTime: 0, meta: true, type: "endOfTrack" });
    return events;
  });
  const bytes = writeMidi({
    header: { format: 1, numTracks: tracks.length + 1, ticksPerBeat: TICKS_PER_BEAT },
    tracks: [conductor, ...tracks],
  });
  return Uint8Array.from(bytes);
}
