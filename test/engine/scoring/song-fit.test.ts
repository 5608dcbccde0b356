import { describe, expect, it } from "vitest";
import type { Singer } from "../../../src/engine/scoring/singer.js";
import { fitSong } from "../../../src/engine/scoring/song-fit.js";
import { catalogOf, songRow } from "../../support/songs.js";

const baritone: Singer = { low: 45, high: 65, voiceType: "baritone" };

function fitOf(...args: Parameters<typeof songRow>) {
  const catalog = catalogOf([songRow(...args)]);
  const entry = catalog.entries[0];
  if (!entry) throw new Error("no entry");
  return fitSong(baritone, entry.song, entry.shape);
}

describe("fitSong", () => {
  it("carries every SongFit field of the spec, with provenance and url", () => {
    const fit = fitOf(50, 62, {
      slug: "yesterday-the-beatles",
      title: "Yesterday",
      artist: "The Beatles",
    });
    expect(fit).toMatchObject({
      slug: "yesterday-the-beatles",
      title: "Yesterday",
      artist: "The Beatles",
      rangeConfidence: "measured",
      rangeSource: "expert-transcription",
      url: "https://singable.test/songs/yesterday-the-beatles",
      riskWarning: "",
      suggestedKey: "",
    });
    for (const key of ["matchScore", "vocalFitScore", "tessituraScore", "voiceTypeFitScore"] as const) {
      expect(Number.isInteger(fit[key])).toBe(true);
    }
    expect(fit.reason).toBe(fit.whyItFits);
    expect(fit.whyItFits).toContain("D3-D4");
    expect(fit.fitDetails).toMatchObject({
      rangeFitLabel: "comfortable",
      priorityTier: 1,
      riskLabel: "none",
    });
    expect(Object.keys(fit.fitDetails).sort()).toEqual([
      "priorityTier",
      "rangeFitLabel",
      "riskLabel",
      "voiceTypeFitLabel",
    ]);
    expect(fit.transposition).toMatchObject({
      semitones: 0,
      targetKey: "C major",
      lowest: "D3",
      highest: "D4",
    });
  });

  it("suggests a lower key for a song peaking above the singer and warns of the high notes", () => {
    const fit = fitOf(53, 68, { p95: 66, originalKey: "B major" }); // F3-G#4: peak 3 over the top
    expect(fit.fitDetails.riskLabel).toBe("high-notes");
    expect(fit.riskWarning).toContain("G#4");
    expect(fit.transposition.semitones).toBeLessThan(0);
    expect(fit.transposition.matchScore).toBeGreaterThan(fit.matchScore);
    expect(fit.suggestedKey).toBe(`${fit.transposition.targetKey} (${fit.transposition.semitones})`);
  });

  it("offers an octave down for a soprano song sung by a baritone", () => {
    const fit = fitOf(62, 77, { performerVoiceType: "soprano", originalKey: "D major" });
    expect(fit.fitDetails.rangeFitLabel).toBe("out-of-range");
    expect(fit.transposition.semitones).toBe(-12);
    expect(fit.suggestedKey).toBe("D major (-12)");
    expect(fit.fitDetails.priorityTier).toBe(3);
  });

  it("says an estimated range is guidance", () => {
    const fit = fitOf(50, 60, {
      rangeConfidence: "estimated",
      rangeSource: "editorial-estimate",
      errorSemitones: 2,
    });
    expect(fit.whyItFits).toContain("estimated (±2 semitones)");
  });
});
