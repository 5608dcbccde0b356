import type { Midi } from "../notes/notes.js";

export const VOICE_TYPES = ["soprano", "mezzo", "alto", "tenor", "baritone", "bass"] as const;
export type VoiceType = (typeof VOICE_TYPES)[number];

export interface VoiceRange {
  readonly low: Midi;
  readonly high: Midi;
}

/**
 * Typical classical ranges (soprano C4-C6 ... bass E2-E4). Authorities differ by one to three
 * semitones at the edges; adjacent types overlap by design, so inference returns ranked
 * candidates rather than pretending to a single answer.
 */
export const REFERENCE_RANGES: Readonly<Record<VoiceType, VoiceRange>> = {
  soprano: { low: 60, high: 84 },
  mezzo: { low: 57, high: 81 },
  alto: { low: 53, high: 77 },
  tenor: { low: 48, high: 72 },
  baritone: { low: 45, high: 69 },
  bass: { low: 40, high: 64 },
};

export function referenceCentre(type: VoiceType): number {
  const { low, high } = REFERENCE_RANGES[type];
  return (low + high) / 2;
}

export interface VoiceTypeCandidate {
  voiceType: VoiceType;
  /** 0-100: how well the range matches the type's reference range. */
  score: number;
}

/**
 * Comfortable ranges of untrained singers are narrower than the textbook ones, and the
 * extremes are the least reliable part of a self-report, so the centre and the top of the
 * range decide more than the bottom.
 */
const WEIGHT_CENTRE = 0.45;
const WEIGHT_TOP = 0.35;
const WEIGHT_BOTTOM = 0.2;
/** Semitones of weighted distance at which a candidate's score falls to 1/e of 100. */
const DISTANCE_SCALE = 4;

function distance(range: VoiceRange, type: VoiceType): number {
  const ref = REFERENCE_RANGES[type];
  const centre = Math.abs((range.low + range.high) / 2 - (ref.low + ref.high) / 2);
  return (
    WEIGHT_CENTRE * centre +
    WEIGHT_TOP * Math.abs(range.high - ref.high) +
    WEIGHT_BOTTOM * Math.abs(range.low - ref.low)
  );
}

/** All six voice types ranked by fit to the range, best first (ties keep table order). */
export function rankVoiceTypes(range: VoiceRange): VoiceTypeCandidate[] {
  return VOICE_TYPES.map((voiceType) => ({ voiceType, distance: distance(range, voiceType) }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ voiceType, distance }) => ({
      voiceType,
      score: Math.round(100 * Math.exp(-distance / DISTANCE_SCALE)),
    }));
}

export function isVoiceType(value: string): value is VoiceType {
  return (VOICE_TYPES as readonly string[]).includes(value);
}
