import type { Singer } from "./singer.js";
import type { SongShape } from "./song-shape.js";

/**
 * Where the song's tessitura centre may sit, as a fraction of the singer's range (0 = bottom,
 * 1 = top), and still score 100: centred or slightly low is where voices last longest.
 */
export const IDEAL_POSITION = { from: 0.3, to: 0.55 } as const;
/** Points lost per unit of position below / above the ideal band: high costs more than low. */
const LOW_SLOPE = 150;
const HIGH_SLOPE = 250;
/** The comfortable zone leaves out the bottom tenth and the top fifth of the range. */
export const COMFORT_ZONE = { bottomShare: 0.1, topShare: 0.2 } as const;

export interface TessituraFit {
  score: number;
  /** Tessitura centre as a fraction of the singer's range. */
  position: number;
  /** Share (0-1) of the song's tessitura inside the singer's comfortable zone. */
  shareInComfortZone: number;
}

function positionScore(position: number): number {
  if (position < IDEAL_POSITION.from) return 100 - LOW_SLOPE * (IDEAL_POSITION.from - position);
  if (position > IDEAL_POSITION.to) return 100 - HIGH_SLOPE * (position - IDEAL_POSITION.to);
  return 100;
}

function shareInside(low: number, high: number, zoneLow: number, zoneHigh: number): number {
  if (high <= low) return low >= zoneLow && low <= zoneHigh ? 1 : 0;
  const overlap = Math.min(high, zoneHigh) - Math.max(low, zoneLow);
  return Math.max(0, overlap) / (high - low);
}

export function tessituraFit(singer: Singer, song: SongShape): TessituraFit {
  const span = singer.high - singer.low;
  const centre = (song.tessituraLow + song.tessituraHigh) / 2;
  const position = (centre - singer.low) / span;
  const share = shareInside(
    song.tessituraLow,
    song.tessituraHigh,
    singer.low + COMFORT_ZONE.bottomShare * span,
    singer.high - COMFORT_ZONE.topShare * span,
  );
  const raw = 0.7 * positionScore(position) + 0.3 * 100 * share;
  return {
    score: Math.max(0, Math.min(100, Math.round(raw))),
    position,
    shareInComfortZone: share,
  };
}
