import { z } from "zod";
import type { Catalog } from "../engine/catalog/catalog.js";
import { buildProfile } from "../engine/profile/profile.js";
import { DEFAULT_LIMIT, MAX_LIMIT, type Recommendations, recommend } from "../engine/recommend/recommend.js";
import { parseInput } from "./parse.js";
import { limitSchema, profileInputSchema, toProfileRequest } from "./schemas.js";

export const recommendationsInput = z.intersection(
  profileInputSchema,
  z.object({ limit: limitSchema(DEFAULT_LIMIT, MAX_LIMIT).meta({ description: "Songs per bucket." }) }),
);

/** The catalog ranked for one validated voice: a flat list plus the five named buckets. */
export function runRecommendations(
  catalog: Catalog,
  input: z.output<typeof recommendationsInput>,
): Recommendations {
  return recommend(catalog, buildProfile(toProfileRequest(input)), input.limit);
}

export function recommendations(catalog: Catalog, input: unknown): Recommendations {
  return runRecommendations(catalog, parseInput(recommendationsInput, input));
}
