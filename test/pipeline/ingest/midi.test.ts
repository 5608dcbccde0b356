import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/engine/errors.js";
import { ingestMidi } from "../../../src/pipeline/ingest/ingest.js";
import { readMidiMelody } from "../../../src/pipeline/ingest/midi.js";
import { midiFile } from "../../support/midi-fixture.js";

const melody = {
  name: "MELODY",
  notes: [
    { midi: 62, start: 0, beats: 1 },
    { midi: 66, start: 1, beats: 2 },
    { midi: 69, start: 3, beats: 1 },
  ],
};
const piano = { name: "PIANO", notes: [{ midi: 38, start: 0, beats: 4 }] };

describe("readMidiMelody", () => {
  it("reads the MELODY track with durations in seconds", () => {
    const result = readMidiMelody(midiFile({ bpm: 120, tracks: [piano, melody] }));
    expect(result.track).toBe("MELODY");
    expect(result.notes).toEqual([
      { midi: 62, duration: 0.5 },
      { midi: 66, duration: 1 },
      { midi: 69, duration: 0.5 },
    ]);
  });

  it("reads the key signature, minor keys included", () => {
    expect(
      readMidiMelody(midiFile({ bpm: 100, key: { fifths: 2, minor: false }, tracks: [melody] })).key,
    ).toBe("D major");
    expect(
      readMidiMelody(midiFile({ bpm: 100, key: { fifths: 0, minor: true }, tracks: [melody] })).key,
    ).toBe("A minor");
    expect(
      readMidiMelody(midiFile({ bpm: 100, key: { fifths: -3, minor: true }, tracks: [melody] })).key,
    ).toBe("C minor");
    expect(readMidiMelody(midiFile({ bpm: 100, tracks: [melody] })).key).toBeNull();
  });

  it("takes a named track, or the first with notes when there is no MELODY", () => {
    expect(readMidiMelody(midiFile({ bpm: 120, tracks: [piano, melody] }), "PIANO").notes).toEqual([
      { midi: 38, duration: 2 },
    ]);
    const lead = { ...melody, name: "Lead" };
    expect(readMidiMelody(midiFile({ bpm: 120, tracks: [{ name: "Empty", notes: [] }, lead] })).track).toBe(
      "Lead",
    );
  });

  it("names the tracks it has when the requested one is missing", () => {
    expect(() => readMidiMelody(midiFile({ bpm: 120, tracks: [piano] }), "VOCAL")).toThrow(
      /no track "VOCAL"; the file has .*"PIANO"/,
    );
  });

  it("refuses bytes that are not MIDI", () => {
    expect(() => readMidiMelody(new TextEncoder().encode("not midi"))).toThrow(InputError);
  });
});

describe("ingestMidi", () => {
  it("gives duration-weighted statistics (a slower tempo changes nothing relative)", () => {
    const stats = ingestMidi(midiFile({ bpm: 60, tracks: [melody] })).stats;
    expect(stats).toEqual({
      lowest: 62,
      highest: 69,
      p05: 62,
      p25: 62,
      median: 66,
      p75: 66,
      p95: 69,
      notes: 3,
    });
  });
});
