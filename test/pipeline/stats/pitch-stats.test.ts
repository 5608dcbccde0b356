import { describe, expect, it } from "vitest";
import { pitchStats } from "../../../src/pipeline/stats/pitch-stats.js";

describe("pitchStats", () => {
  it("weighs pitches by duration, not by note count", () => {
    // Ten short C4s and one long G4 lasting as long as all of them together.
    const notes = [
      ...Array.from({ length: 10 }, () => ({ midi: 60, duration: 0.1 })),
      { midi: 67, duration: 1.0 },
    ];
    const stats = pitchStats(notes);
    expect(stats).toMatchObject({ lowest: 60, highest: 67, median: 60, p75: 67, notes: 11 });
  });

  it("computes exact percentiles on a known ladder", () => {
    // 20 equal notes C4..G5 (one per semitone): each carries 5% of the time.
    const notes = Array.from({ length: 20 }, (_, i) => ({ midi: 60 + i, duration: 1 }));
    expect(pitchStats(notes)).toEqual({
      lowest: 60,
      highest: 79,
      p05: 60,
      p25: 64,
      median: 69,
      p75: 74,
      p95: 78,
      notes: 20,
    });
  });

  it("ignores zero-length notes and returns null for a silent melody", () => {
    expect(
      pitchStats([
        { midi: 40, duration: 0 },
        { midi: 60, duration: 1 },
      ])?.lowest,
    ).toBe(60);
    expect(pitchStats([])).toBeNull();
    expect(pitchStats([{ midi: 60, duration: 0 }])).toBeNull();
  });

  it("is not thrown off by float sums", () => {
    const notes = [0.1, 0.2, 0.3, 0.4].map((duration, i) => ({ midi: 60 + i, duration }));
    expect(pitchStats(notes)?.p05).toBe(60);
    expect(pitchStats(notes)?.median).toBe(62);
  });
});
