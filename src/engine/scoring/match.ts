import { type RangeExcess, rangeExcess, vocalFitScore } from "./range-fit.js";
import type { Singer } from "./singer.js";
import type { SongShape } from "./song-shape.js";
import { type TessituraFit, tessituraFit } from "./tessitura-fit.js";
import { type VoiceTypeFit, voiceTypeFit } from "./voice-type-fit.js";

export const MATCH_WEIGHTS = { vocalFit: 0.5, tessitura: 0.3, voiceType: 0.2 } as const;
/** A song the singer cannot reach never scores far above its range fit, however well it sits. */
export const MATCH_CAP_ABOVE_VOCAL_FIT = 15;

export interface Scores {
  matchScore: number;
  vocalFitScore: number;
  tessituraScore: number;
  voiceTypeFitScore: number;
  excess: RangeExcess;
  tessitura: TessituraFit;
  voiceType: VoiceTypeFit;
}

export function combineMatch(vocalFit: number, tessitura: number, voiceType: number): number {
  const weighted =
    MATCH_WEIGHTS.vocalFit * vocalFit +
    MATCH_WEIGHTS.tessitura * tessitura +
    MATCH_WEIGHTS.voiceType * voiceType;
  return Math.min(Math.round(weighted), vocalFit + MATCH_CAP_ABOVE_VOCAL_FIT);
}

/** The four scores of one song (already transposed, if at all) for one singer. */
export function scoreShape(singer: Singer, song: SongShape): Scores {
  const excess = rangeExcess(singer, song);
  const vocal = vocalFitScore(excess);
  const tessitura = tessituraFit(singer, song);
  const voiceType = voiceTypeFit(singer, song);
  return {
    matchScore: combineMatch(vocal, tessitura.score, voiceType.score),
    vocalFitScore: vocal,
    tessituraScore: tessitura.score,
    voiceTypeFitScore: voiceType.score,
    excess,
    tessitura,
    voiceType,
  };
}
