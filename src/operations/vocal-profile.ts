import { buildProfile, type VocalProfile } from "../engine/profile/profile.js";
import { parseInput } from "./parse.js";
import { profileInputSchema, toProfileRequest } from "./schemas.js";

export const vocalProfileInput = profileInputSchema;

/** Normalizes any accepted voice description into a VocalProfile. */
export function vocalProfile(input: unknown): VocalProfile {
  return buildProfile(toProfileRequest(parseInput(vocalProfileInput, input)));
}
