import { formatNote } from "../notes/notes.js";
import type { Scores } from "./match.js";
import type { Singer } from "./singer.js";
import type { SongShape } from "./song-shape.js";

export const RISK_LABELS = [
  "none",
  "out-of-range",
  "high-notes",
  "high-tessitura",
  "uncertain-range",
  "low-notes",
] as const;
export type RiskLabel = (typeof RISK_LABELS)[number];

/** Tessitura centres above this share of the singer's range live in the straining top. */
export const HIGH_TESSITURA_POSITION = 0.7;

/** The single most important risk, worst first. */
export function riskLabelOf(scores: Scores, song: SongShape): RiskLabel {
  const { excess } = scores;
  if (excess.overCore > 2 || excess.underCore > 4) return "out-of-range";
  if (excess.overPeak > 0 || excess.overCore > 0) return "high-notes";
  if (scores.tessitura.position > HIGH_TESSITURA_POSITION) return "high-tessitura";
  if (!song.trusted && excess.uncertainOver > 0) return "uncertain-range";
  if (excess.underPeak > 0) return "low-notes";
  return "none";
}

function semitones(n: number): string {
  return n === 1 ? "1 semitone" : `${n} semitones`;
}

export function riskWarningOf(label: RiskLabel, scores: Scores, singer: Singer, song: SongShape): string {
  const top = formatNote(singer.high);
  const bottom = formatNote(singer.low);
  switch (label) {
    case "none":
      return "";
    case "out-of-range":
      return scores.excess.overCore > 2
        ? `Much of the song sits above your top note ${top}: ${semitones(scores.excess.overCore)} over for long stretches. Only try it in a lower key.`
        : `Much of the song sits below your lowest note ${bottom}. Only try it in a higher key.`;
    case "high-notes":
      return `The peak ${formatNote(song.highest)} is ${semitones(song.highest - singer.high)} above your top note ${top}: expect to strain or flip there.`;
    case "high-tessitura":
      return `Most of the song lives in the top of your range: it fits, but long phrases up there tire the voice.`;
    case "uncertain-range":
      return `This range is an estimate (±${semitones(song.errorSemitones)}); the real peak may go above your top note ${top}.`;
    case "low-notes":
      return `The lowest note ${formatNote(song.lowest)} is under your bottom ${bottom}: it may come out breathy or quiet.`;
  }
}
