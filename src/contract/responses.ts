import { z } from "zod";
import { RANGE_CONFIDENCES, RANGE_SOURCES } from "../engine/catalog/song.js";
import type { SongSummary } from "../engine/catalog/summary.js";
import { GROUP_FIT_LABELS, type GroupFit } from "../engine/group/group.js";
import { CONFIDENCE_TIERS, TONE_LABELS, type VocalProfile } from "../engine/profile/profile.js";
import { VOICE_TYPES } from "../engine/profile/voice-types.js";
import type { Recommendations } from "../engine/recommend/recommend.js";
import { DIFFICULTIES } from "../engine/scoring/difficulty.js";
import { RANGE_FIT_LABELS } from "../engine/scoring/range-fit.js";
import { RISK_LABELS } from "../engine/scoring/risk.js";
import type { SongFit } from "../engine/scoring/song-fit.js";
import { VOICE_TYPE_FIT_LABELS } from "../engine/scoring/voice-type-fit.js";
import type { SearchResult } from "../operations/search.js";

/**
 * The response bodies, declared once: REST response schemas (which also drop any field not
 * declared here), MCP output schemas and the OpenAPI document all use these. The type checks at
 * the bottom keep them identical to what the engine returns.
 */

const score = z.number().int().min(0).max(100);
const midi = z.number().int().min(0).max(127);

export const errorBody = z
  .object({ error: z.string().meta({ description: "What went wrong and what to do about it." }) })
  .meta({ id: "Error" });

export const vocalProfileBody = z
  .object({
    vocalId: z.string().meta({ description: "Deterministic label of voice type, tone and range." }),
    rangeLow: midi,
    rangeHigh: midi,
    rangeLowNote: z.string(),
    rangeHighNote: z.string(),
    voiceType: z.enum(VOICE_TYPES),
    voiceTypeSource: z.enum(["hint", "inferred"]),
    voiceTypeCandidates: z.array(z.object({ voiceType: z.enum(VOICE_TYPES), score })),
    toneLabel: z.enum(TONE_LABELS),
    confidenceTier: z.enum(CONFIDENCE_TIERS),
    humProfile: z.object({
      low: midi,
      high: midi,
      center: z.number(),
      confidence: z.number(),
      pitchStability: z.number(),
      brightnessScore: z.number().nullable(),
      warmthScore: z.number().nullable(),
      timbreLabel: z.string(),
      timbreConfidence: z.number(),
    }),
  })
  .meta({ id: "VocalProfile" });

export const songSummaryBody = z
  .object({
    slug: z.string(),
    title: z.string(),
    artist: z.string(),
    genre: z.string().nullable(),
    year: z.number().int().nullable(),
    popularity: score,
    originalKey: z.string().nullable(),
    range: z.object({
      lowest: z.string(),
      highest: z.string(),
      tessitura: z.string(),
      lowestMidi: midi,
      highestMidi: midi,
    }),
    rangeConfidence: z.enum(RANGE_CONFIDENCES),
    rangeSource: z.enum(RANGE_SOURCES),
    errorSemitones: z.number(),
    url: z.string(),
  })
  .meta({ id: "Song" });

export const songFitBody = songSummaryBody
  .extend({
    matchScore: score,
    vocalFitScore: score,
    tessituraScore: score,
    voiceTypeFitScore: score,
    whyItFits: z.string(),
    reason: z.string(),
    riskWarning: z.string(),
    suggestedKey: z.string(),
    difficulty: z.enum(DIFFICULTIES),
    tessituraInComfortZone: z.number().min(0).max(1),
    fitDetails: z.object({
      rangeFitLabel: z.enum(RANGE_FIT_LABELS),
      voiceTypeFitLabel: z.enum(VOICE_TYPE_FIT_LABELS),
      priorityTier: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
      riskLabel: z.enum(RISK_LABELS),
    }),
    transposition: z.object({
      semitones: z.number().int(),
      targetKey: z.string().nullable(),
      lowest: z.string(),
      highest: z.string(),
      matchScore: score,
    }),
  })
  .meta({ id: "SongFit" });

export const recommendationsBody = z
  .object({
    vocalId: z.string(),
    voiceType: z.enum(VOICE_TYPES),
    confidenceTier: z.enum(CONFIDENCE_TIERS),
    matches: z.array(songFitBody),
    bestSafePicks: z.array(songFitBody),
    easyWins: z.array(songFitBody),
    popularCrowdPleasers: z.array(songFitBody),
    groupFriendly: z.array(songFitBody),
    riskyPicksToAvoid: z.array(songFitBody),
  })
  .meta({ id: "Recommendations" });

export const searchBody = z
  .object({
    query: z.string(),
    count: z.number().int(),
    songs: z.array(z.union([songFitBody, songSummaryBody])),
  })
  .meta({ id: "SearchResult" });

const sharedRange = z.object({ low: midi, high: midi, lowNote: z.string(), highNote: z.string() });
const groupSong = z.object({
  slug: z.string(),
  title: z.string(),
  artist: z.string(),
  genre: z.string().nullable(),
  year: z.number().int().nullable(),
  difficulty: z.enum(DIFFICULTIES),
  fitLabel: z.enum(GROUP_FIT_LABELS),
  reason: z.string(),
  fitsMemberIds: z.array(z.string()),
  matchScore: score,
  rangeConfidence: z.enum(RANGE_CONFIDENCES),
  rangeSource: z.enum(RANGE_SOURCES),
  url: z.string(),
});

export const groupFitBody = z
  .object({
    sharedRange: sharedRange.nullable(),
    songs: z.array(groupSong),
    octavePlan: z
      .object({
        sharedRange,
        members: z.array(
          z.object({ id: z.string(), octave: z.union([z.literal(-1), z.literal(0), z.literal(1)]) }),
        ),
        songs: z.array(groupSong),
      })
      .nullable(),
  })
  .meta({ id: "GroupFit" });

export const sandboxKeyBody = z
  .object({
    apiKey: z.string().meta({ description: "The full key. Shown once: store it now." }),
    keyPrefix: z.string(),
    mode: z.literal("sandbox"),
    rateLimitPerMinute: z.number().int(),
    monthlyQuota: z.number().int(),
  })
  .meta({ id: "SandboxKey" });

/** Compile-time proof that each schema describes exactly what the engine returns. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const proofs: [
  Same<z.output<typeof vocalProfileBody>, VocalProfile>,
  Same<z.output<typeof songSummaryBody>, SongSummary>,
  Same<z.output<typeof songFitBody>, SongFit>,
  Same<z.output<typeof recommendationsBody>, Recommendations>,
  Same<z.output<typeof searchBody>, SearchResult>,
  Same<z.output<typeof groupFitBody>, GroupFit>,
] = [true, true, true, true, true, true];
void proofs;
