import { describe, expect, it } from "vitest";
import { parseKey, suggestedKeyText, targetKeyName, transposeKey } from "../../../src/engine/scoring/keys.js";

describe("keys", () => {
  it.each([
    ["A major", { tonic: "A", mode: "major" }],
    ["F# minor", { tonic: "F#", mode: "minor" }],
    ["Bbm", { tonic: "Bb", mode: "minor" }],
    ["eb", { tonic: "Eb", mode: "major" }],
    ["E dorian", { tonic: "E", mode: "dorian" }],
  ])("reads %s", (text, key) => {
    expect(parseKey(text)).toEqual(key);
  });

  it("rejects what is not a key", () => {
    expect(parseKey("H major")).toBeNull();
    expect(parseKey("")).toBeNull();
  });

  it("spells transposed keys as they are usually written", () => {
    expect(transposeKey({ tonic: "A", mode: "major" }, 1)).toEqual({ tonic: "Bb", mode: "major" });
    expect(transposeKey({ tonic: "A", mode: "minor" }, -1)).toEqual({ tonic: "G#", mode: "minor" });
    expect(transposeKey({ tonic: "C", mode: "major" }, -12)).toEqual({ tonic: "C", mode: "major" });
  });

  it("names the target key and the shift", () => {
    expect(suggestedKeyText("B major", -2)).toBe("A major (-2)");
    expect(suggestedKeyText("C major", 3)).toBe("Eb major (+3)");
    expect(suggestedKeyText("C major", 12)).toBe("C major (+12)");
    expect(suggestedKeyText("C major", 0)).toBe("");
    expect(suggestedKeyText(null, -2)).toBe("-2 semitones");
    expect(targetKeyName(null, 3)).toBeNull();
  });
});
