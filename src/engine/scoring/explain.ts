import { formatNote } from "../notes/notes.js";
import type { Scores } from "./match.js";
import type { RangeFitLabel } from "./range-fit.js";
import type { Singer } from "./singer.js";
import type { SongShape } from "./song-shape.js";

function span(low: number, high: number): string {
  return `${formatNote(low)}-${formatNote(high)}`;
}

function rangeSentence(label: RangeFitLabel, singer: Singer, song: SongShape): string {
  const songRange = span(song.coreLow, song.coreHigh);
  const yours = span(singer.low, singer.high);
  switch (label) {
    case "comfortable":
      return `The range you must hold, ${songRange}, sits inside yours (${yours}) with room to spare at the top.`;
    case "fits":
      return `The song's ${span(song.lowest, song.highest)} fits inside your ${yours}, with little room at the top.`;
    case "tight":
      return `The range you must hold, ${songRange}, fits your ${yours}; only a few extreme notes fall outside.`;
    case "stretch":
      return `The song's ${songRange} reaches past your ${yours}: it is a stretch in this key.`;
    case "out-of-range":
      return `The song's ${songRange} lies largely outside your ${yours} in this key.`;
  }
}

function tessituraSentence(scores: Scores, song: SongShape): string {
  const where = scores.tessitura.position;
  const band = span(song.tessituraLow, song.tessituraHigh);
  if (where > 0.7) return `Most of it lives around ${band}, high in your range.`;
  if (where > 0.55) return `Most of it lives around ${band}, in the upper middle of your range.`;
  if (where >= 0.3) return `Most of it lives around ${band}, the comfortable middle of your range.`;
  if (where >= 0) return `Most of it lives around ${band}, low in your range.`;
  return `Most of it lives around ${band}, below your comfortable range.`;
}

function voiceSentence(scores: Scores, singer: Singer): string {
  switch (scores.voiceType.label) {
    case "same-register":
      return `It is written for a voice like yours (${singer.voiceType}).`;
    case "neighbouring":
      return `It sits ${scores.voiceType.offset > 0 ? "a little higher" : "a little lower"} than a typical ${singer.voiceType} voice.`;
    case "distant":
      return `It was written for a ${scores.voiceType.offset > 0 ? "higher" : "lower"} voice than a ${singer.voiceType}.`;
    case "other-register":
      return `It belongs to a much ${scores.voiceType.offset > 0 ? "higher" : "lower"} voice than a ${singer.voiceType}.`;
  }
}

/** Plain-language explanation of the scores, in the words a singer uses. */
export function explainFit(label: RangeFitLabel, scores: Scores, singer: Singer, song: SongShape): string {
  const parts = [
    rangeSentence(label, singer, song),
    tessituraSentence(scores, song),
    voiceSentence(scores, singer),
  ];
  if (!song.trusted)
    parts.push(`Its range is estimated (±${song.errorSemitones} semitones), so treat this as guidance.`);
  return parts.join(" ");
}
