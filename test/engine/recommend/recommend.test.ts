import { describe, expect, it } from "vitest";
import { buildProfile } from "../../../src/engine/profile/profile.js";
import { recommend } from "../../../src/engine/recommend/recommend.js";
import { catalogOf, songRow } from "../../support/songs.js";

const baritone = buildProfile({ low: 45, high: 65 }); // A2-F4

const catalog = catalogOf([
  songRow(50, 62, { slug: "safe", popularity: 40 }),
  songRow(52, 60, { slug: "easy-narrow", popularity: 30 }),
  songRow(49, 63, { slug: "popular-fit", popularity: 95 }),
  songRow(50, 62, {
    slug: "estimated",
    rangeConfidence: "estimated",
    rangeSource: "editorial-estimate",
    errorSemitones: 2,
  }),
  songRow(52, 68, { slug: "popular-too-high", popularity: 90, p95: 66 }),
  songRow(52, 68, { slug: "obscure-too-high", popularity: 10, p95: 66 }),
  songRow(67, 84, { slug: "hopeless-soprano", popularity: 99, performerVoiceType: "soprano" }),
  songRow(56, 64, {
    slug: "baritone-high-tessitura",
    performerVoiceType: "baritone",
    tessituraLow: 61,
    tessituraHigh: 64,
    median: 62,
  }),
]);

const slugs = (fits: { slug: string }[]) => fits.map((f) => f.slug);

describe("recommend", () => {
  const r = recommend(catalog, baritone, 12);

  it("returns the profile's identity and confidence tier", () => {
    expect(r).toMatchObject({
      vocalId: baritone.vocalId,
      voiceType: "baritone",
      confidenceTier: "medium",
    });
  });

  it("ranks matches by matchScore", () => {
    const scores = r.matches.map((m) => m.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(slugs(r.matches).indexOf("hopeless-soprano")).toBe(r.matches.length - 1);
  });

  it("puts only trusted songs with top headroom in bestSafePicks", () => {
    expect(slugs(r.bestSafePicks)).toContain("safe");
    expect(slugs(r.bestSafePicks)).not.toContain("estimated");
    expect(slugs(r.bestSafePicks)).not.toContain("popular-too-high");
  });

  it("fills easyWins with narrow comfortable songs", () => {
    expect(slugs(r.easyWins)).toContain("easy-narrow");
    expect(slugs(r.easyWins)).not.toContain("popular-too-high");
  });

  it("fills popularCrowdPleasers with popular songs that fit, most popular first", () => {
    expect(slugs(r.popularCrowdPleasers)).toEqual(["popular-fit"]);
  });

  it("avoids tempting songs that strain, not merely the lowest scores", () => {
    const risky = slugs(r.riskyPicksToAvoid);
    expect(risky).toContain("popular-too-high");
    expect(risky).toContain("baritone-high-tessitura");
    expect(risky).not.toContain("obscure-too-high");
    expect(risky).not.toContain("hopeless-soprano");
  });

  it("respects the per-bucket limit", () => {
    const small = recommend(catalog, baritone, 1);
    for (const bucket of [small.matches, small.bestSafePicks, small.easyWins, small.riskyPicksToAvoid]) {
      expect(bucket.length).toBeLessThanOrEqual(1);
    }
  });

  it("asks for a wider margin when the singer's range is uncertain", () => {
    const unsure = buildProfile({ low: 45, high: 65, hum: { confidence: 0.3 } });
    const tight = catalogOf([songRow(50, 64, { slug: "one-under-top" })]);
    expect(slugs(recommend(tight, baritone).bestSafePicks)).toEqual(["one-under-top"]);
    expect(recommend(tight, unsure).bestSafePicks).toEqual([]);
  });
});
