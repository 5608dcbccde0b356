import { describe, expect, it } from "vitest";
import type { Singer } from "../../../src/engine/scoring/singer.js";
import { tessituraFit } from "../../../src/engine/scoring/tessitura-fit.js";
import { shape } from "../../support/songs.js";

const singer: Singer = { low: 48, high: 68, voiceType: "tenor" }; // span 20

function withTessitura(low: number, high: number) {
  return tessituraFit(singer, shape(48, 68, { tessituraLow: low, tessituraHigh: high, median: low }));
}

describe("tessitura fit", () => {
  it("gives 100 to a tessitura centred in the range", () => {
    expect(withTessitura(55, 61).score).toBe(100); // centre 58 = position 0.5
  });

  it("prefers slightly low to slightly high", () => {
    const low = withTessitura(51, 55).score; // position 0.25
    const high = withTessitura(59, 63).score; // position 0.65
    expect(low).toBeGreaterThan(high);
  });

  it("marks a song living in the top fifth as straining even though it fits", () => {
    const top = withTessitura(63, 67); // centre 65, position 0.85
    expect(top.score).toBeLessThan(40);
    expect(top.shareInComfortZone).toBe(0.25);
  });

  it("reports the share of the tessitura inside the comfortable zone", () => {
    // Comfort zone: 48 + 2 .. 68 - 4 = 50..64.
    expect(withTessitura(52, 60).shareInComfortZone).toBe(1);
    expect(withTessitura(60, 68).shareInComfortZone).toBe(0.5);
  });

  it("handles a one-note tessitura", () => {
    expect(withTessitura(58, 58).shareInComfortZone).toBe(1);
    expect(withTessitura(67, 67).shareInComfortZone).toBe(0);
  });
});
