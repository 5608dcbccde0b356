import { describe, expect, it } from "vitest";
import { buildProfile } from "../../../src/engine/profile/profile.js";
import { REFERENCE_RANGES, VOICE_TYPES } from "../../../src/engine/profile/voice-types.js";
import { recommend } from "../../../src/engine/recommend/recommend.js";
import { BUNDLED_CATALOG, loadCatalogFile } from "../../../src/runtime/catalog-file.js";
import { catalogOf, songRow } from "../../support/songs.js";

describe("calibration", () => {
  it.each(VOICE_TYPES)("the textbook %s range infers its own voice type", (type) => {
    const { low, high } = REFERENCE_RANGES[type];
    expect(buildProfile({ low, high }).voiceType).toBe(type);
  });

  it("ranks D3-F4 songs above soprano-register songs for a baritone A2-F4", () => {
    const catalog = catalogOf([
      songRow(62, 81, { slug: "soprano-song", popularity: 100, performerVoiceType: "soprano" }),
      songRow(60, 77, { slug: "mezzo-song", popularity: 100 }),
      songRow(50, 65, { slug: "baritone-song", popularity: 0 }),
    ]);
    const ranked = recommend(catalog, buildProfile({ low: 45, high: 65 }), 3).matches.map((m) => m.slug);
    expect(ranked[0]).toBe("baritone-song");
  });

  it("never makes a song peaking 3 semitones above the top a best safe pick", () => {
    const singer = buildProfile({ low: 45, high: 65 });
    const catalog = catalogOf([
      songRow(50, 68, { slug: "peak-3-over", p95: 64, popularity: 100 }),
      songRow(50, 68, { slug: "peak-3-over-core", popularity: 100 }),
    ]);
    expect(recommend(catalog, singer).bestSafePicks).toEqual([]);
  });

  it("on the shipped catalog, no best safe pick for a baritone peaks above F4", () => {
    const catalog = loadCatalogFile(BUNDLED_CATALOG, "https://singable.test");
    const r = recommend(catalog, buildProfile({ low: 45, high: 65 }), 50);
    expect(r.bestSafePicks.length).toBeGreaterThan(10);
    for (const pick of r.bestSafePicks) expect(pick.range.highestMidi).toBeLessThan(65);
  });
});
