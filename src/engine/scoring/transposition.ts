import { type Scores, scoreShape } from "./match.js";
import type { Singer } from "./singer.js";
import { type SongShape, transposeShape } from "./song-shape.js";

/**
 * Shifts tried, in order of preference: a later shift must score strictly higher to win, so
 * ties go to the smaller change, and downward before upward (lower keys tire voices less).
 * The octaves let a woman sing a baritone's song an octave up, and a man a soprano's down.
 */
export const SHIFTS_TRIED: readonly number[] = [0, -1, 1, -2, 2, -3, 3, -4, 4, -5, 5, -6, 6, -12, 12];

/** A key change is suggested only when it gains at least this many matchScore points. */
export const MIN_TRANSPOSITION_GAIN = 3;

export interface TranspositionChoice {
  semitones: number;
  scores: Scores;
}

export function bestTransposition(singer: Singer, song: SongShape): TranspositionChoice {
  const original: TranspositionChoice = { semitones: 0, scores: scoreShape(singer, song) };
  let best = original;
  for (const semitones of SHIFTS_TRIED) {
    if (semitones === 0) continue;
    const scores = scoreShape(singer, transposeShape(song, semitones));
    if (scores.matchScore > best.scores.matchScore) best = { semitones, scores };
  }
  return best.scores.matchScore - original.scores.matchScore >= MIN_TRANSPOSITION_GAIN ? best : original;
}
