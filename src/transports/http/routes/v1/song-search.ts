import { searchBody } from "../../../../contract/responses.js";
import { jsonParam, profileInputSchema } from "../../../../operations/schemas.js";
import { runSearch, searchInput } from "../../../../operations/search.js";
import type { AppDeps, ZodApp } from "../../app-deps.js";
import { errorResponses, KEY_SECURITY } from "../error-responses.js";

/** The search input as a query string: `profile` arrives as URL-encoded JSON. */
export const searchQuery = searchInput.extend({
  profile: jsonParam(profileInputSchema).optional().meta({
    description:
      "URL-encoded JSON: a VocalProfile, {rangeLow, rangeHigh} or {humProfile}. Ranks hits by fit.",
  }),
});

/** GET /v1/songs/search?q=&limit=&profile= */
export function songSearchRoute(app: ZodApp, { catalog }: AppDeps): void {
  app.get(
    "/v1/songs/search",
    {
      config: { requiresKey: true },
      schema: {
        summary: "Search songs by title or artist",
        description:
          "Without profile, hits are ordered by relevance; with profile, each hit is scored and ranked by fit.",
        tags: ["songs"],
        security: KEY_SECURITY,
        querystring: searchQuery,
        response: { 200: searchBody, ...errorResponses(400, 401, 402, 429) },
      },
    },
    async (request) => runSearch(catalog, request.query),
  );
}
