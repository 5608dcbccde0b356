import { recommendationsBody } from "../../../../contract/responses.js";
import { recommendationsInput, runRecommendations } from "../../../../operations/recommendations.js";
import type { AppDeps, ZodApp } from "../../app-deps.js";
import { errorResponses, KEY_SECURITY } from "../error-responses.js";

/** POST /v1/recommendations */
export function recommendationsRoute(app: ZodApp, { catalog }: AppDeps): void {
  app.post(
    "/v1/recommendations",
    {
      config: { requiresKey: true },
      schema: {
        summary: "Rank the catalog for one voice, with named buckets",
        description:
          "One voice in ({rangeLow, rangeHigh}, {humProfile} or a VocalProfile), the catalog ranked out: matches plus bestSafePicks, easyWins, popularCrowdPleasers, groupFriendly and riskyPicksToAvoid. `limit` is per bucket (1-50, default 12).",
        tags: ["songs"],
        security: KEY_SECURITY,
        body: recommendationsInput,
        response: { 200: recommendationsBody, ...errorResponses(400, 401, 402, 413, 415, 429) },
      },
    },
    async (request) => runRecommendations(catalog, request.body),
  );
}
