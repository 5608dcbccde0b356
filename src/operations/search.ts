import { z } from "zod";
import type { Catalog } from "../engine/catalog/catalog.js";
import { type SongSummary, summarize } from "../engine/catalog/summary.js";
import { buildProfile } from "../engine/profile/profile.js";
import { scoreShape } from "../engine/scoring/match.js";
import { singerOf } from "../engine/scoring/singer.js";
import { fitSong, type SongFit } from "../engine/scoring/song-fit.js";
import { searchSongs } from "../engine/search/search.js";
import { parseInput } from "./parse.js";
import { limitSchema, profileInputSchema, toProfileRequest } from "./schemas.js";

export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
/** Relevance hits considered before ranking by fit: enough for every plausible match. */
const SCORED_CANDIDATES = 200;

export const searchInput = z.object({
  q: z.string().trim().min(1, "must not be empty").max(200).meta({ description: "Title, artist or both." }),
  limit: limitSchema(SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT),
  profile: profileInputSchema.optional(),
});

export interface SearchResult {
  query: string;
  count: number;
  songs: Array<SongSummary | SongFit>;
}

/** Songs by title or artist; with a profile, the hits are scored and ranked by fit. */
export function runSearch(
  catalog: Catalog,
  { q, limit, profile }: z.output<typeof searchInput>,
): SearchResult {
  if (!profile) {
    const songs = searchSongs(catalog, q, limit).map((hit) => summarize(hit.entry.song));
    return { query: q, count: songs.length, songs };
  }
  const singer = singerOf(buildProfile(toProfileRequest(profile, "profile.")));
  // Rank every candidate by its numbers first; explain only the songs returned.
  const songs = searchSongs(catalog, q, SCORED_CANDIDATES)
    .map((hit) => ({ hit, scores: scoreShape(singer, hit.entry.shape) }))
    .sort((a, b) => b.scores.matchScore - a.scores.matchScore || b.hit.relevance - a.hit.relevance)
    .slice(0, limit)
    .map(({ hit, scores }) => fitSong(singer, hit.entry.song, hit.entry.shape, scores));
  return { query: q, count: songs.length, songs };
}

export function search(catalog: Catalog, input: unknown): SearchResult {
  return runSearch(catalog, parseInput(searchInput, input));
}
