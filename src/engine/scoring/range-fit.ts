import type { Singer } from "./singer.js";
import type { SongShape } from "./song-shape.js";

export const RANGE_FIT_LABELS = ["comfortable", "fits", "tight", "stretch", "out-of-range"] as const;
export type RangeFitLabel = (typeof RANGE_FIT_LABELS)[number];

/** Semitones by which the song leaves the singer's range (0 = inside). */
export interface RangeExcess {
  overCore: number;
  underCore: number;
  overPeak: number;
  underPeak: number;
  /** Extra overshoot the song's error budget allows beyond the stated peak. */
  uncertainOver: number;
  /** Semitones between the song's peak and the singer's top (negative: over the top). */
  topHeadroom: number;
}

export function rangeExcess(singer: Singer, song: SongShape): RangeExcess {
  const overPeak = Math.max(0, song.highest - singer.high);
  return {
    overCore: Math.max(0, song.coreHigh - singer.high),
    underCore: Math.max(0, singer.low - song.coreLow),
    overPeak,
    underPeak: Math.max(0, singer.low - song.lowest),
    uncertainOver: Math.max(0, song.highest + song.errorSemitones - singer.high) - overPeak,
    topHeadroom: singer.high - song.highest,
  };
}

/**
 * Penalty points per semitone. Notes the singer must hold above their top cost the most;
 * notes below the bottom are merely weak, and single extreme notes (ad-libs) cost less than
 * the core range. The error budget costs a little, because an estimate may hide a higher peak.
 */
export const RANGE_PENALTY = {
  overCore: 15,
  underCore: 6,
  overPeak: 7,
  underPeak: 2,
  uncertainOver: 2,
} as const;

export function vocalFitScore(excess: RangeExcess): number {
  const penalty =
    RANGE_PENALTY.overCore * excess.overCore +
    RANGE_PENALTY.underCore * excess.underCore +
    RANGE_PENALTY.overPeak * excess.overPeak +
    RANGE_PENALTY.underPeak * excess.underPeak +
    RANGE_PENALTY.uncertainOver * excess.uncertainOver;
  return Math.max(0, Math.min(100, Math.round(100 - penalty)));
}

/** Headroom at the top a song needs to count as comfortable: its error budget, at least 1. */
export function safeTopMargin(song: SongShape): number {
  return Math.max(1, song.errorSemitones);
}

export function rangeFitLabel(excess: RangeExcess, song: SongShape): RangeFitLabel {
  if (excess.overCore > 2 || excess.underCore > 4) return "out-of-range";
  if (excess.overCore > 0 || excess.underCore > 2 || excess.overPeak > 2) return "stretch";
  if (excess.overPeak > 0 || excess.underCore > 0 || excess.underPeak > 0) return "tight";
  if (excess.topHeadroom < safeTopMargin(song)) return "fits";
  return "comfortable";
}
