import { describe, expect, it } from "vitest";
import { scoreShape } from "../../../src/engine/scoring/match.js";
import { riskLabelOf, riskWarningOf } from "../../../src/engine/scoring/risk.js";
import type { Singer } from "../../../src/engine/scoring/singer.js";
import { shape } from "../../support/songs.js";

const baritone: Singer = { low: 45, high: 65, voiceType: "baritone" }; // A2-F4

function risk(song: ReturnType<typeof shape>) {
  const scores = scoreShape(baritone, song);
  const label = riskLabelOf(scores, song);
  return { label, warning: riskWarningOf(label, scores, baritone, song) };
}

describe("risk label and warning", () => {
  it("has no risk and an empty warning for a comfortable song", () => {
    expect(risk(shape(50, 62))).toEqual({ label: "none", warning: "" });
  });

  it("flags a song held far above the top as out of range", () => {
    expect(risk(shape(60, 72)).label).toBe("out-of-range");
    expect(risk(shape(60, 72)).warning).toContain("above your top note F4");
  });

  it("flags a song held far below the bottom as out of range", () => {
    expect(risk(shape(36, 50)).warning).toContain("below your lowest note A2");
  });

  it("names the peak that goes over the top", () => {
    expect(risk(shape(50, 67, { p95: 64 }))).toEqual({
      label: "high-notes",
      warning: "The peak G4 is 2 semitones above your top note F4: expect to strain or flip there.",
    });
  });

  it("warns of a tessitura in the top of the range", () => {
    expect(risk(shape(55, 65, { tessituraLow: 61, tessituraHigh: 64, median: 62 })).label).toBe(
      "high-tessitura",
    );
  });

  it("warns that an estimated peak may pass the top", () => {
    const estimated = shape(50, 64, {
      rangeConfidence: "estimated",
      rangeSource: "editorial-estimate",
      errorSemitones: 3,
    });
    expect(risk(estimated)).toEqual({
      label: "uncertain-range",
      warning: "This range is an estimate (±3 semitones); the real peak may go above your top note F4.",
    });
  });

  it("mentions a lowest note under the bottom last", () => {
    expect(risk(shape(44, 60, { p05: 47 })).label).toBe("low-notes");
  });
});
