import type { Song } from "../catalog/song.js";
import { type SongSummary, summarize } from "../catalog/summary.js";
import { formatNote } from "../notes/notes.js";
import { type Difficulty, difficultyOf } from "./difficulty.js";
import { explainFit } from "./explain.js";
import { suggestedKeyText, targetKeyName } from "./keys.js";
import { type Scores, scoreShape } from "./match.js";
import { type RangeFitLabel, rangeFitLabel } from "./range-fit.js";
import { type RiskLabel, riskLabelOf, riskWarningOf } from "./risk.js";
import type { Singer } from "./singer.js";
import type { SongShape } from "./song-shape.js";
import { bestTransposition } from "./transposition.js";
import type { VoiceTypeFitLabel } from "./voice-type-fit.js";

/** 1 sing it, 2 worth a try, 3 sing it in the suggested key, 4 avoid. */
export type PriorityTier = 1 | 2 | 3 | 4;

export interface Transposition {
  semitones: number;
  targetKey: string | null;
  lowest: string;
  highest: string;
  matchScore: number;
}

export interface SongFit extends SongSummary {
  matchScore: number;
  vocalFitScore: number;
  tessituraScore: number;
  voiceTypeFitScore: number;
  whyItFits: string;
  reason: string;
  riskWarning: string;
  suggestedKey: string;
  difficulty: Difficulty;
  /** Share (0-1) of the song's tessitura inside the singer's comfortable zone. */
  tessituraInComfortZone: number;
  fitDetails: {
    rangeFitLabel: RangeFitLabel;
    voiceTypeFitLabel: VoiceTypeFitLabel;
    priorityTier: PriorityTier;
    riskLabel: RiskLabel;
  };
  transposition: Transposition;
}

export function priorityTierOf(
  label: RangeFitLabel,
  scores: Scores,
  transposed: Scores,
  shift: number,
): PriorityTier {
  if ((label === "comfortable" || label === "fits") && scores.matchScore >= 75) return 1;
  if (scores.matchScore >= 60 && label !== "stretch" && label !== "out-of-range") return 2;
  if (shift !== 0 && transposed.matchScore >= 70) return 3;
  return 4;
}

/**
 * The full, explained fit of one song in its original key, with the transposition that fits
 * best. `scores` may be passed when the caller already computed them in a ranking pass.
 */
export function fitSong(singer: Singer, song: Song, shape: SongShape, scores?: Scores): SongFit {
  const plan = bestTransposition(singer, shape);
  const original = scores ?? scoreShape(singer, shape);
  const label = rangeFitLabel(original.excess, shape);
  const risk = riskLabelOf(original, shape);
  const why = explainFit(label, original, singer, shape);
  return {
    ...summarize(song),
    matchScore: original.matchScore,
    vocalFitScore: original.vocalFitScore,
    tessituraScore: original.tessituraScore,
    voiceTypeFitScore: original.voiceTypeFitScore,
    whyItFits: why,
    reason: why,
    riskWarning: riskWarningOf(risk, original, singer, shape),
    suggestedKey: suggestedKeyText(song.originalKey, plan.semitones),
    difficulty: difficultyOf(shape),
    tessituraInComfortZone: Math.round(original.tessitura.shareInComfortZone * 100) / 100,
    fitDetails: {
      rangeFitLabel: label,
      voiceTypeFitLabel: original.voiceType.label,
      priorityTier: priorityTierOf(label, original, plan.scores, plan.semitones),
      riskLabel: risk,
    },
    transposition: {
      semitones: plan.semitones,
      targetKey: targetKeyName(song.originalKey, plan.semitones),
      lowest: formatNote(shape.lowest + plan.semitones),
      highest: formatNote(shape.highest + plan.semitones),
      matchScore: plan.scores.matchScore,
    },
  };
}
