import { z } from "zod";
import { InputError } from "../engine/errors.js";
import { parseNote } from "../engine/notes/notes.js";
import type { ProfileRequest } from "../engine/profile/profile.js";
import { VOICE_TYPES } from "../engine/profile/voice-types.js";

/** A note name ("C4", "F#3", "Bb2"; middle C = C4) or a MIDI number, parsed to MIDI. */
export const noteSchema = z
  .union([z.string(), z.number()])
  .transform((value, ctx) => {
    try {
      return parseNote(value, "");
    } catch (err) {
      if (!(err instanceof InputError)) throw err;
      ctx.addIssue({ code: "custom", message: err.detail, params: { inputError: err } });
      return z.NEVER;
    }
  })
  .meta({
    description: 'Note name with octave (middle C = C4), e.g. "A2", "F#4", "Bb3", or a MIDI number 0-127.',
    examples: ["A2", "F#4", 60],
  });

export const voiceTypeSchema = z
  .enum(VOICE_TYPES)
  .meta({ description: "Voice type hint; inferred from the range when omitted." });

const score01 = z.number().min(0).max(1);
const score100 = z.number().min(0).max(100);

export const humProfileInputSchema = z
  .object({
    low: noteSchema,
    high: noteSchema,
    confidence: score01.optional().meta({ description: "How sure the measurement is, 0-1." }),
    pitchStability: score01.optional(),
    brightnessScore: score100.nullable().optional(),
    warmthScore: score100.nullable().optional(),
    timbreLabel: z.string().min(1).max(40).optional(),
    timbreConfidence: score01.optional(),
  })
  .meta({ description: "Features measured from a hummed or sung sample." });

/** A plain range: what the MCP tools take, and one of the accepted voice descriptions. */
export const rangeInputSchema = z.object({
  rangeLow: noteSchema.meta({
    description: "Lowest comfortable note, e.g. A2 (middle C = C4), or a MIDI number.",
  }),
  rangeHigh: noteSchema.meta({ description: "Highest comfortable note, e.g. F4, or a MIDI number." }),
  voiceType: voiceTypeSchema.optional(),
});

/**
 * Every accepted way to describe a voice: `{rangeLow, rangeHigh}`, `{humProfile}`, or a whole
 * VocalProfile as returned by the profile operation (its extra fields are ignored).
 */
export const profileInputSchema = z
  .object({
    ...rangeInputSchema.partial().shape,
    humProfile: humProfileInputSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.humProfile) return;
    for (const field of ["rangeLow", "rangeHigh"] as const) {
      if (value[field] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: "is required (or send humProfile instead of rangeLow and rangeHigh)",
        });
      }
    }
  })
  .meta({ description: "A voice: {rangeLow, rangeHigh}, {humProfile}, or a VocalProfile." });

export type ProfileInput = z.output<typeof profileInputSchema>;

/** The engine's request for a parsed profile input; a plain range wins over hum features. */
export function toProfileRequest(input: ProfileInput, prefix = ""): ProfileRequest {
  const hum = input.humProfile;
  const fromRange = input.rangeLow !== undefined && input.rangeHigh !== undefined;
  const low = fromRange ? (input.rangeLow as number) : (hum?.low as number);
  const high = fromRange ? (input.rangeHigh as number) : (hum?.high as number);
  const fields = fromRange
    ? { low: `${prefix}rangeLow`, high: `${prefix}rangeHigh` }
    : { low: `${prefix}humProfile.low`, high: `${prefix}humProfile.high` };
  return { low, high, hum, voiceType: input.voiceType, fields };
}

export const limitSchema = (defaultLimit: number, max: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(max)
    .default(defaultLimit)
    .meta({ description: `How many results, 1-${max} (default ${defaultLimit}).` });

/**
 * A query-string parameter carrying URL-encoded JSON (as `profile` on GET routes), parsed and then
 * validated by `schema`, so it accepts exactly what the same field accepts in a JSON body.
 */
export function jsonParam<S extends z.ZodType>(schema: S) {
  return z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "is not valid JSON (URL-encode a JSON object)" });
        return z.NEVER;
      }
    })
    .pipe(schema);
}
