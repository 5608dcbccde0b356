import { describe, expect, it } from "vitest";
import { REFERENCE_RANGES, rankVoiceTypes, VOICE_TYPES } from "../../../src/engine/profile/voice-types.js";

describe("rankVoiceTypes", () => {
  it.each(VOICE_TYPES)("infers %s from its own textbook range", (type) => {
    expect(rankVoiceTypes(REFERENCE_RANGES[type])[0]?.voiceType).toBe(type);
  });

  it("returns all six candidates, best first, with scores 0-100", () => {
    const ranked = rankVoiceTypes({ low: 45, high: 65 });
    expect(ranked.map((c) => c.voiceType).sort()).toEqual([...VOICE_TYPES].sort());
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i - 1]?.score).toBeGreaterThanOrEqual(ranked[i]?.score ?? 0);
    }
    for (const c of ranked) expect(c.score >= 0 && c.score <= 100 && Number.isInteger(c.score)).toBe(true);
  });

  it("calls a typical untrained male range A2-F4 a baritone, bass second", () => {
    const [first, second] = rankVoiceTypes({ low: 45, high: 65 });
    expect(first?.voiceType).toBe("baritone");
    expect(second?.voiceType).toBe("bass");
  });

  it("weighs the top of the range more than the bottom", () => {
    // A2 is a baritone's floor and C5 a tenor's top, equally far from the other type's centre:
    // the top decides.
    expect(rankVoiceTypes({ low: 45, high: 72 })[0]?.voiceType).toBe("tenor");
  });

  it("reads a typical female pop range G3-D5 as alto", () => {
    expect(rankVoiceTypes({ low: 55, high: 74 })[0]?.voiceType).toBe("alto");
  });
});
