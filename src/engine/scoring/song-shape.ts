import type { Song } from "../catalog/song.js";
import { isTrusted } from "../catalog/song.js";
import { referenceCentre } from "../profile/voice-types.js";

/**
 * The numbers scoring needs from a song, computed once at catalog load so that ranking
 * reads small monomorphic objects instead of re-deriving them per request.
 */
export interface SongShape {
  /** The range a singer must hold: p05..p95 where the catalog has them, else the extremes. */
  readonly coreLow: number;
  readonly coreHigh: number;
  readonly lowest: number;
  readonly highest: number;
  readonly tessituraLow: number;
  readonly tessituraHigh: number;
  /** ± semitones the range may be off by (0 for trusted measurements). */
  readonly errorSemitones: number;
  /** Where the song's voice sits: the performer's reference centre, else the tessitura centre. */
  readonly registerCentre: number;
  readonly trusted: boolean;
}

export function shapeOf(song: Song): SongShape {
  return {
    coreLow: song.p05 ?? song.lowest,
    coreHigh: song.p95 ?? song.highest,
    lowest: song.lowest,
    highest: song.highest,
    tessituraLow: song.tessituraLow,
    tessituraHigh: song.tessituraHigh,
    errorSemitones: song.errorSemitones,
    registerCentre: song.performerVoiceType
      ? referenceCentre(song.performerVoiceType)
      : (song.tessituraLow + song.tessituraHigh) / 2,
    trusted: isTrusted(song.rangeConfidence),
  };
}

/** The same song sung `semitones` higher (negative: lower). */
export function transposeShape(shape: SongShape, semitones: number): SongShape {
  if (semitones === 0) return shape;
  return {
    ...shape,
    coreLow: shape.coreLow + semitones,
    coreHigh: shape.coreHigh + semitones,
    lowest: shape.lowest + semitones,
    highest: shape.highest + semitones,
    tessituraLow: shape.tessituraLow + semitones,
    tessituraHigh: shape.tessituraHigh + semitones,
    registerCentre: shape.registerCentre + semitones,
  };
}
