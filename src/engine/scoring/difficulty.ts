import type { SongShape } from "./song-shape.js";

export const DIFFICULTIES = ["easy", "medium", "hard", "expert"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/**
 * Karaoke difficulty of the song itself, for anyone: the span one must hold, half the extra
 * span of isolated extreme notes, and a tessitura wider than a fifth (long passages that roam).
 */
export function difficultyPoints(song: SongShape): number {
  const coreSpan = song.coreHigh - song.coreLow;
  const peakSpan = song.highest - song.lowest;
  const tessituraWidth = song.tessituraHigh - song.tessituraLow;
  return coreSpan + 0.5 * (peakSpan - coreSpan) + 0.5 * Math.max(0, tessituraWidth - 7);
}

export function difficultyOf(song: SongShape): Difficulty {
  const points = difficultyPoints(song);
  return points < 12 ? "easy" : points < 16 ? "medium" : points < 20 ? "hard" : "expert";
}
