import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/engine/errors.js";
import {
  buildProfile,
  confidenceTierOf,
  TYPED_RANGE_CONFIDENCE,
  toneLabelOf,
  UNMEASURED_TIMBRE,
} from "../../../src/engine/profile/profile.js";

describe("buildProfile from a typed range", () => {
  const profile = buildProfile({ low: 45, high: 65 });

  it("carries the spec's VocalProfile fields", () => {
    expect(profile).toMatchObject({
      vocalId: "baritone-neutral-A2-F4",
      rangeLow: 45,
      rangeHigh: 65,
      voiceType: "baritone",
      toneLabel: "neutral",
    });
  });

  it("derives humProfile from the range without inventing timbre", () => {
    expect(profile.humProfile).toEqual({
      low: 45,
      high: 65,
      center: 55,
      confidence: TYPED_RANGE_CONFIDENCE,
      pitchStability: 0.5,
      brightnessScore: null,
      warmthScore: null,
      timbreLabel: UNMEASURED_TIMBRE,
      timbreConfidence: 0,
    });
  });

  it("gives a fractional centre for an odd span", () => {
    expect(buildProfile({ low: 45, high: 64 }).humProfile.center).toBe(54.5);
  });

  it("adds the ranked voice-type candidates", () => {
    expect(profile.voiceTypeCandidates).toHaveLength(6);
    expect(profile.voiceTypeSource).toBe("inferred");
  });

  it("is deterministic: the same voice always gets the same id", () => {
    expect(buildProfile({ low: 45, high: 65 })).toEqual(profile);
  });
});

describe("buildProfile with a voice-type hint", () => {
  it("uses the hint over the inference and says so", () => {
    const p = buildProfile({ low: 45, high: 65, voiceType: "tenor" });
    expect(p.voiceType).toBe("tenor");
    expect(p.voiceTypeSource).toBe("hint");
    expect(p.vocalId).toBe("tenor-neutral-A2-F4");
  });
});

describe("buildProfile from hum features", () => {
  it("labels tone from brightness and keeps the measurements", () => {
    const p = buildProfile({
      low: 57,
      high: 77,
      hum: { confidence: 0.9, pitchStability: 0.8, brightnessScore: 72 },
    });
    expect(p.toneLabel).toBe("bright");
    expect(p.confidenceTier).toBe("high");
    expect(p.humProfile).toMatchObject({
      confidence: 0.9,
      pitchStability: 0.8,
      brightnessScore: 72,
      warmthScore: null,
      timbreLabel: "bright",
    });
    expect(p.humProfile.timbreConfidence).toBe(0.9);
  });

  it("keeps a given timbre label", () => {
    expect(buildProfile({ low: 57, high: 77, hum: { timbreLabel: "breathy" } }).humProfile.timbreLabel).toBe(
      "breathy",
    );
  });

  it("round-trips: a profile fed back as hum features gives the same profile", () => {
    const first = buildProfile({
      low: 50,
      high: 70,
      hum: { confidence: 0.6, brightnessScore: 30 },
    });
    const again = buildProfile({
      low: first.rangeLow,
      high: first.rangeHigh,
      hum: first.humProfile,
      voiceType: first.voiceType,
    });
    expect({ ...again, voiceTypeSource: "inferred" }).toEqual(first);
  });
});

describe("buildProfile rejects impossible ranges", () => {
  it.each([
    [60, 60, "rangeHigh", "must be above"],
    [65, 60, "rangeHigh", "must be above"],
    [30, 79, "rangeHigh", "at most four octaves"],
    [20, 50, "rangeLow", "below any human voice"],
    [60, 110, "rangeHigh", "above any human voice"],
  ])("%i-%i is refused on %s", (low, high, field, message) => {
    try {
      buildProfile({ low, high });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(InputError);
      expect((err as InputError).field).toBe(field);
      expect((err as InputError).message).toContain(message);
    }
  });

  it("accepts exactly four octaves", () => {
    expect(buildProfile({ low: 36, high: 84 }).rangeHigh).toBe(84);
  });

  it("names the caller's fields", () => {
    expect(() =>
      buildProfile({
        low: 60,
        high: 50,
        fields: { low: "humProfile.low", high: "humProfile.high" },
      }),
    ).toThrow(/^humProfile.high:/);
  });
});

describe("toneLabelOf", () => {
  it.each([
    [null, null, "neutral"],
    [80, null, "bright"],
    [20, null, "warm"],
    [50, null, "balanced"],
    [null, 80, "warm"],
    [null, 20, "bright"],
    [70, 30, "bright"],
    [30, 70, "warm"],
    [55, 50, "balanced"],
  ] as const)("brightness %s, warmth %s -> %s", (b, w, label) => {
    expect(toneLabelOf(b, w)).toBe(label);
  });
});

describe("confidenceTierOf", () => {
  it.each([
    [1, "high"],
    [0.8, "high"],
    [0.79, "medium"],
    [0.5, "medium"],
    [0.49, "low"],
    [0, "low"],
  ])("%d -> %s", (c, tier) => {
    expect(confidenceTierOf(c)).toBe(tier);
  });
});
