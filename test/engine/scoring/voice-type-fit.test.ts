import { describe, expect, it } from "vitest";
import type { Singer } from "../../../src/engine/scoring/singer.js";
import { transposeShape } from "../../../src/engine/scoring/song-shape.js";
import { voiceTypeFit } from "../../../src/engine/scoring/voice-type-fit.js";
import { shape } from "../../support/songs.js";

const soprano: Singer = { low: 60, high: 84, voiceType: "soprano" };

describe("voice-type fit", () => {
  it("scores a song by a soprano 100 for a soprano", () => {
    expect(voiceTypeFit(soprano, shape(62, 79, { performerVoiceType: "soprano" }))).toMatchObject({
      score: 100,
      label: "same-register",
    });
  });

  it("rates a mezzo's song as neighbouring", () => {
    expect(voiceTypeFit(soprano, shape(62, 79, { performerVoiceType: "mezzo" })).label).toBe("neighbouring");
  });

  it("rates a baritone's song as another register, and an octave up as close", () => {
    const baritoneSong = shape(48, 65, { performerVoiceType: "baritone" });
    const asWritten = voiceTypeFit(soprano, baritoneSong);
    expect(asWritten.label).toBe("other-register");
    expect(asWritten.offset).toBeLessThan(0);
    expect(voiceTypeFit(soprano, transposeShape(baritoneSong, 12)).score).toBeGreaterThan(80);
  });

  it("falls back to the song's tessitura when the performer is unknown", () => {
    const high = shape(64, 81, { tessituraLow: 70, tessituraHigh: 74 });
    expect(voiceTypeFit(soprano, high).label).toBe("same-register");
  });
});
