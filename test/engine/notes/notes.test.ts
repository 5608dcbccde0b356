import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/engine/errors.js";
import { formatNote, parseNote, pitchClass } from "../../../src/engine/notes/notes.js";

describe("parseNote", () => {
  it.each([
    ["C4", 60],
    ["A4", 69],
    ["c4", 60],
    ["C#4", 61],
    ["Db4", 61],
    ["eb3", 51],
    ["EB3", 51],
    ["C♯4", 61],
    ["D♭4", 61],
    ["C##4", 62],
    ["Cx4", 62],
    ["C𝄪4", 62],
    ["Dbb4", 60],
    ["D𝄫4", 60],
    ["B#3", 60],
    ["Cb4", 59],
    ["E#4", 65],
    ["C-1", 0],
    ["G9", 127],
    ["  F#3 ", 54],
  ])("reads the note name %s as MIDI %i", (name, midi) => {
    expect(parseNote(name)).toBe(midi);
  });

  it.each([
    [60, 60],
    [0, 0],
    [127, 127],
    ["60", 60],
    [" 45 ", 45],
  ])("accepts the MIDI number %j", (value, midi) => {
    expect(parseNote(value)).toBe(midi);
  });

  it.each([
    [60.5, "not a whole MIDI number"],
    ["60.5", "not a whole MIDI number"],
    [-1, "outside MIDI 0-127"],
    [128, "outside MIDI 0-127"],
    ["128", "outside MIDI 0-127"],
    ["C", "has no octave"],
    ["F#", "has no octave"],
    ["H4", "is not a note"],
    ["C4 major", "is not a note"],
    ["", "is not a note"],
    ["Cb-1", "outside C-1..G9"],
    ["G#9", "outside C-1..G9"],
    ["C10", "outside C-1..G9"],
    [null, "is not a note"],
    [true, "is not a note"],
    [Number.NaN, "not a whole MIDI number"],
  ])("rejects %j, saying it is %s", (value, reason) => {
    expect(() => parseNote(value, "rangeLow")).toThrow(reason);
  });

  it("names the field and the value in its error", () => {
    try {
      parseNote("H4", "rangeHigh");
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).field).toBe("rangeHigh");
      expect((err as InputError).message).toMatch(/^rangeHigh: "H4" is not a note/);
    }
  });
});

describe("formatNote", () => {
  it.each([
    [60, "C4"],
    [61, "C#4"],
    [45, "A2"],
    [0, "C-1"],
    [127, "G9"],
  ])("writes MIDI %i as %s", (midi, name) => {
    expect(formatNote(midi)).toBe(name);
  });

  it("round-trips every MIDI number through its name", () => {
    for (let midi = 0; midi <= 127; midi++) expect(parseNote(formatNote(midi))).toBe(midi);
  });
});

describe("pitchClass", () => {
  it("folds octaves", () => {
    expect(pitchClass(60)).toBe(0);
    expect(pitchClass(71)).toBe(11);
    expect(pitchClass(0)).toBe(0);
  });
});
