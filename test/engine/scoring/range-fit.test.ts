import { describe, expect, it } from "vitest";
import { rangeExcess, rangeFitLabel, vocalFitScore } from "../../../src/engine/scoring/range-fit.js";
import type { Singer } from "../../../src/engine/scoring/singer.js";
import { shape } from "../../support/songs.js";

const baritone: Singer = { low: 45, high: 65, voiceType: "baritone" }; // A2-F4

function judge(song = shape(50, 62)) {
  const excess = rangeExcess(baritone, song);
  return { excess, score: vocalFitScore(excess), label: rangeFitLabel(excess, song) };
}

describe("range fit", () => {
  it("scores a song well inside the range 100 and calls it comfortable", () => {
    expect(judge(shape(50, 62))).toMatchObject({ score: 100, label: "comfortable" });
  });

  it("calls a song ending on the singer's top note 'fits', not comfortable", () => {
    expect(judge(shape(50, 65)).label).toBe("fits");
  });

  it("charges notes above the top more than the same notes below the bottom", () => {
    const over = judge(shape(50, 67)).score; // 2 over
    const under = judge(shape(43, 60)).score; // 2 under
    expect(over).toBeLessThan(under);
  });

  it("judges the held range (p05-p95) more than single extreme notes", () => {
    const adLib = judge(shape(50, 68, { p95: 64 })).score; // only the peak is over
    const held = judge(shape(50, 68)).score; // p95 = highest = 68: the held range is over
    expect(adLib).toBeGreaterThan(held);
    expect(judge(shape(50, 68, { p95: 64 })).label).toBe("stretch");
  });

  it("labels a song whose extremes but not its core leave the range as tight", () => {
    expect(judge(shape(50, 66, { p95: 63 })).label).toBe("tight");
  });

  it("labels a song held far above the top out of range", () => {
    expect(judge(shape(60, 72)).label).toBe("out-of-range");
    expect(judge(shape(60, 72)).score).toBeLessThan(30);
  });

  it("treats an estimated peak one semitone under the top as not safe (error ±3)", () => {
    const estimated = shape(50, 64, {
      rangeConfidence: "estimated",
      rangeSource: "editorial-estimate",
      errorSemitones: 3,
    });
    const result = judge(estimated);
    expect(result.label).toBe("fits");
    expect(result.excess.uncertainOver).toBe(2);
    expect(result.score).toBeLessThan(100);
  });

  it("reports headroom at the top", () => {
    expect(judge(shape(50, 62)).excess.topHeadroom).toBe(3);
    expect(judge(shape(50, 67)).excess.topHeadroom).toBe(-2);
  });
});
