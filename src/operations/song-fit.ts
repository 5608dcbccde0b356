import { z } from "zod";
import type { Catalog } from "../engine/catalog/catalog.js";
import { buildProfile } from "../engine/profile/profile.js";
import { singerOf } from "../engine/scoring/singer.js";
import { fitSong, type SongFit } from "../engine/scoring/song-fit.js";
import { parseInput } from "./parse.js";
import { profileInputSchema, toProfileRequest } from "./schemas.js";

export const songFitInput = z.object({
  slug: z.string().min(1).max(200).meta({ description: "Catalog slug, as search returns it." }),
  profile: profileInputSchema,
});

/** One song scored and explained for one voice: a row lookup, no catalog scan. */
export function songFit(catalog: Catalog, input: unknown): SongFit {
  const parsed = parseInput(songFitInput, input);
  const profile = buildProfile(toProfileRequest(parsed.profile, "profile."));
  const { song, shape } = catalog.require(parsed.slug);
  return fitSong(singerOf(profile), song, shape);
}
