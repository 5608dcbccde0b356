import { z } from "zod";
import type { Catalog } from "../engine/catalog/catalog.js";
import { buildProfile } from "../engine/profile/profile.js";
import { singerOf } from "../engine/scoring/singer.js";
import { fitSong, type SongFit } from "../engine/scoring/song-fit.js";
import { parseInput } from "./parse.js";
import { profileInputSchema, toProfileRequest } from "./schemas.js";

export const slugSchema = z
  .string()
  .min(1)
  .max(200)
  .meta({ description: "Catalog slug, as search returns it." });

export const songFitInput = z.object({ slug: slugSchema, profile: profileInputSchema });

/** One song scored and explained for one validated voice: a row lookup, no catalog scan. */
export function runSongFit(catalog: Catalog, input: z.output<typeof songFitInput>): SongFit {
  const profile = buildProfile(toProfileRequest(input.profile, "profile."));
  const { song, shape } = catalog.require(input.slug);
  return fitSong(singerOf(profile), song, shape);
}

export function songFit(catalog: Catalog, input: unknown): SongFit {
  return runSongFit(catalog, parseInput(songFitInput, input));
}
