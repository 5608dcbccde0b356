import { z } from "zod";
import { VOICE_TYPES } from "../profile/voice-types.js";

/**
 * How far to trust a row's range, from most to least certain. "measured" and "verified" are
 * the trusted values: anything else makes a score guidance, not fact.
 */
export const RANGE_CONFIDENCES = ["verified", "measured", "derived", "estimated"] as const;
export type RangeConfidence = (typeof RANGE_CONFIDENCES)[number];
export const TRUSTED_CONFIDENCES: ReadonlySet<RangeConfidence> = new Set(["verified", "measured"]);

/** Where a row's range came from; docs/catalog.md explains each. */
export const RANGE_SOURCES = [
  "expert-transcription",
  "lead-sheet",
  "midi-melody-register-estimated",
  "editorial-estimate",
] as const;
export type RangeSource = (typeof RANGE_SOURCES)[number];

const midi = z.number().int().min(0).max(127);

/** One row of the shipped catalog file, as the pipeline writes it. */
export const catalogRowSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by '-'"),
    title: z.string().min(1),
    artist: z.string().min(1),
    genre: z.string().min(1).nullable(),
    year: z.number().int().min(1000).max(2100).nullable(),
    language: z.string().min(2).nullable(),
    popularity: z.number().int().min(0).max(100),
    originalKey: z.string().min(1).nullable(),
    lowest: midi,
    highest: midi,
    p05: midi.nullable(),
    p95: midi.nullable(),
    tessituraLow: midi,
    tessituraHigh: midi,
    median: midi,
    warmth: z.number().min(0).max(100).nullable(),
    performerVoiceType: z.enum(VOICE_TYPES).nullable(),
    rangeConfidence: z.enum(RANGE_CONFIDENCES),
    rangeSource: z.enum(RANGE_SOURCES),
    errorSemitones: z.number().min(0).max(12),
    attribution: z.string().min(1),
  })
  .strict()
  .superRefine((row, ctx) => {
    const ladder: Array<[string, number | null]> = [
      ["lowest", row.lowest],
      ["p05", row.p05],
      ["tessituraLow", row.tessituraLow],
      ["median", row.median],
      ["tessituraHigh", row.tessituraHigh],
      ["p95", row.p95],
      ["highest", row.highest],
    ];
    const present = ladder.filter((step): step is [string, number] => step[1] !== null);
    for (let i = 1; i < present.length; i++) {
      const [lowerName, lower] = present[i - 1] as [string, number];
      const [name, value] = present[i] as [string, number];
      if (value < lower) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `must be >= ${lowerName} (${lower})`,
        });
      }
    }
    if (!TRUSTED_CONFIDENCES.has(row.rangeConfidence) && row.errorSemitones <= 0) {
      ctx.addIssue({
        code: "custom",
        path: ["errorSemitones"],
        message: `a ${row.rangeConfidence} range needs an error budget above 0`,
      });
    }
  });

export type CatalogRow = z.infer<typeof catalogRowSchema>;

/** A catalog song as the engine serves it: the row plus its public page. */
export interface Song extends CatalogRow {
  readonly url: string;
}

/**
 * Builds the song with every field named in one literal: validated rows come out of zod in
 * dictionary mode, and the ranking pass reads these objects thousands of times per request
 * (a 100x slower property read, measured in bench/).
 */
export function toSong(row: CatalogRow, url: string): Song {
  return {
    slug: row.slug,
    title: row.title,
    artist: row.artist,
    genre: row.genre,
    year: row.year,
    language: row.language,
    popularity: row.popularity,
    originalKey: row.originalKey,
    lowest: row.lowest,
    highest: row.highest,
    p05: row.p05,
    p95: row.p95,
    tessituraLow: row.tessituraLow,
    tessituraHigh: row.tessituraHigh,
    median: row.median,
    warmth: row.warmth,
    performerVoiceType: row.performerVoiceType,
    rangeConfidence: row.rangeConfidence,
    rangeSource: row.rangeSource,
    errorSemitones: row.errorSemitones,
    attribution: row.attribution,
    url,
  };
}

export function isTrusted(confidence: RangeConfidence): boolean {
  return TRUSTED_CONFIDENCES.has(confidence);
}
