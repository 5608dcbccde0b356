import { InputError } from "../errors.js";
import { formatNote, type Midi } from "../notes/notes.js";
import { rankVoiceTypes, type VoiceType, type VoiceTypeCandidate } from "./voice-types.js";

/** Lowest and highest notes any human voice produces in practice (E1 .. G7, whistle included). */
export const HUMAN_LOWEST: Midi = 28;
export const HUMAN_HIGHEST: Midi = 103;
export const MAX_SPAN_SEMITONES = 48;

/** Defaults for what a typed range cannot tell: documented in docs/scoring.md. */
export const TYPED_RANGE_CONFIDENCE = 0.7;
export const UNKNOWN_PITCH_STABILITY = 0.5;
export const HUM_CONFIDENCE_UNSTATED = 0.5;
export const UNMEASURED_TIMBRE = "unmeasured";

export const TONE_LABELS = ["bright", "warm", "balanced", "neutral"] as const;
export type ToneLabel = (typeof TONE_LABELS)[number];

export const CONFIDENCE_TIERS = ["high", "medium", "low"] as const;
export type ConfidenceTier = (typeof CONFIDENCE_TIERS)[number];

/** Audio features of a hummed or sung sample, as far as the caller measured them. */
export interface HumFeatures {
  confidence?: number | undefined;
  pitchStability?: number | undefined;
  brightnessScore?: number | null | undefined;
  warmthScore?: number | null | undefined;
  timbreLabel?: string | undefined;
  timbreConfidence?: number | undefined;
}

export interface ProfileRequest {
  low: Midi;
  high: Midi;
  /** Present when the range came from a hum profile rather than typed notes. */
  hum?: HumFeatures | undefined;
  voiceType?: VoiceType | undefined;
  /** Field names used in error messages, so they point at what the caller sent. */
  fields?: { low: string; high: string } | undefined;
}

export interface HumProfile {
  low: Midi;
  high: Midi;
  center: number;
  confidence: number;
  pitchStability: number;
  brightnessScore: number | null;
  warmthScore: number | null;
  timbreLabel: string;
  timbreConfidence: number;
}

export interface VocalProfile {
  vocalId: string;
  rangeLow: Midi;
  rangeHigh: Midi;
  rangeLowNote: string;
  rangeHighNote: string;
  voiceType: VoiceType;
  voiceTypeSource: "hint" | "inferred";
  voiceTypeCandidates: VoiceTypeCandidate[];
  toneLabel: ToneLabel;
  confidenceTier: ConfidenceTier;
  humProfile: HumProfile;
}

export function validateRange(low: Midi, high: Midi, fields = { low: "rangeLow", high: "rangeHigh" }) {
  if (low < HUMAN_LOWEST) {
    throw new InputError(
      fields.low,
      `${formatNote(low)} is below any human voice (lowest accepted: ${formatNote(HUMAN_LOWEST)})`,
    );
  }
  if (high > HUMAN_HIGHEST) {
    throw new InputError(
      fields.high,
      `${formatNote(high)} is above any human voice (highest accepted: ${formatNote(HUMAN_HIGHEST)})`,
    );
  }
  if (low >= high) {
    throw new InputError(fields.high, `${formatNote(high)} must be above the lowest note ${formatNote(low)}`);
  }
  if (high - low > MAX_SPAN_SEMITONES) {
    throw new InputError(
      fields.high,
      `${formatNote(low)}-${formatNote(high)} spans ${high - low} semitones; a comfortable range is at most four octaves (48)`,
    );
  }
}

export function toneLabelOf(brightness: number | null, warmth: number | null): ToneLabel {
  if (brightness !== null && warmth !== null) {
    const lean = brightness - warmth;
    return lean > 15 ? "bright" : lean < -15 ? "warm" : "balanced";
  }
  if (brightness !== null) return brightness >= 60 ? "bright" : brightness <= 40 ? "warm" : "balanced";
  if (warmth !== null) return warmth >= 60 ? "warm" : warmth <= 40 ? "bright" : "balanced";
  return "neutral";
}

export function confidenceTierOf(confidence: number): ConfidenceTier {
  return confidence >= 0.8 ? "high" : confidence >= 0.5 ? "medium" : "low";
}

/** Deterministic: the same voice type, tone and range always give the same id. */
export function vocalIdOf(voiceType: VoiceType, tone: ToneLabel, low: Midi, high: Midi): string {
  return `${voiceType}-${tone}-${formatNote(low)}-${formatNote(high)}`;
}

function humProfileOf(low: Midi, high: Midi, hum: HumFeatures | undefined): HumProfile {
  const brightnessScore = hum?.brightnessScore ?? null;
  const warmthScore = hum?.warmthScore ?? null;
  const timbreMeasured = hum?.timbreLabel !== undefined || brightnessScore !== null || warmthScore !== null;
  const confidence = hum?.confidence ?? (hum ? HUM_CONFIDENCE_UNSTATED : TYPED_RANGE_CONFIDENCE);
  return {
    low,
    high,
    center: (low + high) / 2,
    confidence,
    pitchStability: hum?.pitchStability ?? UNKNOWN_PITCH_STABILITY,
    brightnessScore,
    warmthScore,
    timbreLabel:
      hum?.timbreLabel ?? (timbreMeasured ? toneLabelOf(brightnessScore, warmthScore) : UNMEASURED_TIMBRE),
    timbreConfidence: hum?.timbreConfidence ?? (timbreMeasured ? confidence : 0),
  };
}

/** Normalizes a range (typed or measured) into the reusable VocalProfile of the spec. */
export function buildProfile(request: ProfileRequest): VocalProfile {
  const { low, high } = request;
  validateRange(low, high, request.fields);
  const humProfile = humProfileOf(low, high, request.hum);
  const candidates = rankVoiceTypes({ low, high });
  // rankVoiceTypes always returns all six types.
  const voiceType = request.voiceType ?? (candidates[0] as VoiceTypeCandidate).voiceType;
  const toneLabel = toneLabelOf(humProfile.brightnessScore, humProfile.warmthScore);
  return {
    vocalId: vocalIdOf(voiceType, toneLabel, low, high),
    rangeLow: low,
    rangeHigh: high,
    rangeLowNote: formatNote(low),
    rangeHighNote: formatNote(high),
    voiceType,
    voiceTypeSource: request.voiceType ? "hint" : "inferred",
    voiceTypeCandidates: candidates,
    toneLabel,
    confidenceTier: confidenceTierOf(humProfile.confidence),
    humProfile,
  };
}
