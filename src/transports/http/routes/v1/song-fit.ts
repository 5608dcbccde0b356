import { z } from "zod";
import { songFitBody } from "../../../../contract/responses.js";
import { jsonParam, profileInputSchema } from "../../../../operations/schemas.js";
import { runSongFit, slugSchema } from "../../../../operations/song-fit.js";
import type { AppDeps, ZodApp } from "../../app-deps.js";
import { errorResponses, KEY_SECURITY } from "../error-responses.js";

const params = z.object({ slug: slugSchema });
const query = z.object({
  profile: jsonParam(profileInputSchema).meta({
    description: "Required. URL-encoded JSON: a VocalProfile, {rangeLow, rangeHigh} or {humProfile}.",
  }),
});

/** GET /v1/songs/{slug}/fit?profile= : one row lookup plus scoring. */
export function songFitRoute(app: ZodApp, { catalog }: AppDeps): void {
  app.get(
    "/v1/songs/:slug/fit",
    {
      config: { requiresKey: true },
      schema: {
        summary: "Score one song for one voice",
        description: "Scores and explains one catalog song, with a suggested key.",
        tags: ["songs"],
        security: KEY_SECURITY,
        params,
        querystring: query,
        response: { 200: songFitBody, ...errorResponses(400, 401, 402, 404, 429) },
      },
    },
    async (request) => runSongFit(catalog, { slug: request.params.slug, profile: request.query.profile }),
  );
}
