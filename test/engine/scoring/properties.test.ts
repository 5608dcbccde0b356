import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VOICE_TYPES } from "../../../src/engine/profile/voice-types.js";
import { scoreShape } from "../../../src/engine/scoring/match.js";
import { rangeExcess, vocalFitScore } from "../../../src/engine/scoring/range-fit.js";
import type { Singer } from "../../../src/engine/scoring/singer.js";
import { type SongShape, transposeShape } from "../../../src/engine/scoring/song-shape.js";
import {
  bestTransposition,
  MIN_TRANSPOSITION_GAIN,
  SHIFTS_TRIED,
} from "../../../src/engine/scoring/transposition.js";

const singerArb: fc.Arbitrary<Singer> = fc
  .record({
    low: fc.integer({ min: 28, max: 90 }),
    span: fc.integer({ min: 1, max: 48 }),
    voiceType: fc.constantFrom(...VOICE_TYPES),
  })
  .map(({ low, span, voiceType }) => ({ low, high: Math.min(103, low + span), voiceType }))
  .filter((s) => s.high > s.low);

/** Any ordered ladder lowest <= p05 <= tessLow <= tessHigh <= p95 <= highest. */
const songArb: fc.Arbitrary<SongShape> = fc
  .record({
    notes: fc.array(fc.integer({ min: 30, max: 96 }), { minLength: 6, maxLength: 6 }),
    error: fc.integer({ min: 0, max: 4 }),
    performer: fc.option(fc.constantFrom(40, 52, 57, 60, 65, 69, 72)),
  })
  .map(({ notes, error, performer }) => {
    const [lowest, coreLow, tessituraLow, tessituraHigh, coreHigh, highest] = [...notes].sort(
      (a, b) => a - b,
    );
    return {
      lowest: lowest as number,
      coreLow: coreLow as number,
      tessituraLow: tessituraLow as number,
      tessituraHigh: tessituraHigh as number,
      coreHigh: coreHigh as number,
      highest: highest as number,
      errorSemitones: error,
      registerCentre: performer ?? ((tessituraLow as number) + (tessituraHigh as number)) / 2,
      trusted: error <= 1,
    };
  });

describe("scoring invariants", () => {
  it("every score is an integer in 0-100", () => {
    fc.assert(
      fc.property(singerArb, songArb, (singer, song) => {
        const s = scoreShape(singer, song);
        for (const score of [s.matchScore, s.vocalFitScore, s.tessituraScore, s.voiceTypeFitScore]) {
          expect(Number.isInteger(score) && score >= 0 && score <= 100).toBe(true);
        }
      }),
    );
  });

  it("widening the singer's range never lowers vocalFitScore", () => {
    fc.assert(
      fc.property(singerArb, songArb, fc.nat(6), fc.nat(6), (singer, song, down, up) => {
        const wider = { ...singer, low: singer.low - down, high: singer.high + up };
        expect(vocalFitScore(rangeExcess(wider, song))).toBeGreaterThanOrEqual(
          vocalFitScore(rangeExcess(singer, song)),
        );
      }),
    );
  });

  it("applying the suggested transposition never lowers matchScore", () => {
    fc.assert(
      fc.property(singerArb, songArb, (singer, song) => {
        const plan = bestTransposition(singer, song);
        const original = scoreShape(singer, song).matchScore;
        const applied = scoreShape(singer, transposeShape(song, plan.semitones)).matchScore;
        expect(applied).toBe(plan.scores.matchScore);
        expect(applied).toBeGreaterThanOrEqual(original);
      }),
    );
  });

  it("a song entirely inside the range with headroom scores 100 on range fit", () => {
    fc.assert(
      fc.property(
        songArb,
        fc.nat(6),
        fc.nat(6),
        fc.constantFrom(...VOICE_TYPES),
        (song, below, above, voiceType) => {
          const singer = {
            low: song.lowest - below,
            high: song.highest + song.errorSemitones + above,
            voiceType,
          };
          expect(vocalFitScore(rangeExcess(singer, song))).toBe(100);
        },
      ),
    );
  });
});

describe("transposition plan", () => {
  it("suggests a shift only when it gains at least MIN_TRANSPOSITION_GAIN points", () => {
    fc.assert(
      fc.property(singerArb, songArb, (singer, song) => {
        const plan = bestTransposition(singer, song);
        const original = scoreShape(singer, song).matchScore;
        if (plan.semitones !== 0)
          expect(plan.scores.matchScore - original).toBeGreaterThanOrEqual(MIN_TRANSPOSITION_GAIN);
        for (const shift of SHIFTS_TRIED) {
          const other = scoreShape(singer, transposeShape(song, shift)).matchScore;
          expect(
            Math.max(plan.scores.matchScore, original + MIN_TRANSPOSITION_GAIN - 1),
          ).toBeGreaterThanOrEqual(other);
        }
      }),
    );
  });
});
