import type { z } from "zod";
import { buildProfile, type VocalProfile } from "../engine/profile/profile.js";
import { parseInput } from "./parse.js";
import { profileInputSchema, toProfileRequest } from "./schemas.js";

export const vocalProfileInput = profileInputSchema;

/** Normalizes an already validated voice description into a VocalProfile. */
export function runVocalProfile(input: z.output<typeof vocalProfileInput>): VocalProfile {
  return buildProfile(toProfileRequest(input));
}

/** Validates raw input, then normalizes it. */
export function vocalProfile(input: unknown): VocalProfile {
  return runVocalProfile(parseInput(vocalProfileInput, input));
}
