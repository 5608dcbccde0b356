import { describe, expect, it } from "vitest";
import { sungOctaveShift } from "../../../src/pipeline/sources/pop909.js";

describe("sungOctaveShift", () => {
  it("brings a male lead's arrangement median (around B4) down an octave", () => {
    expect(sungOctaveShift(71, "male")).toBe(-12);
  });

  it("brings a female lead's arrangement median (around D5) down an octave", () => {
    expect(sungOctaveShift(74, "female")).toBe(-12);
  });

  it("keeps an arrangement already in the sung octave and lowers one two octaves up", () => {
    expect(sungOctaveShift(60, "male")).toBe(0);
    expect(sungOctaveShift(83, "male")).toBe(-24);
  });

  it("places 东风破 (周杰伦, D4-G5 in the file) at D3-G4 as sung", () => {
    const shift = sungOctaveShift(71, "male");
    expect([62 + shift, 79 + shift]).toEqual([50, 67]);
  });
});
