import { groupFitBody } from "../../../../contract/responses.js";
import { groupFitInput, runGroupFit } from "../../../../operations/group-fit.js";
import type { AppDeps, ZodApp } from "../../app-deps.js";
import { errorResponses, KEY_SECURITY } from "../error-responses.js";

/** POST /v1/group-fit */
export function groupFitRoute(app: ZodApp, { catalog }: AppDeps): void {
  app.post(
    "/v1/group-fit",
    {
      config: { requiresKey: true },
      schema: {
        summary: "Shared range of a group and the songs inside it",
        description:
          "2-20 singers, each {id?, rangeLow, rangeHigh} or a VocalProfile plus id. sharedRange is null when the ranges do not overlap; octavePlan offers singing an octave apart.",
        tags: ["songs"],
        security: KEY_SECURITY,
        body: groupFitInput,
        response: { 200: groupFitBody, ...errorResponses(400, 401, 402, 413, 415, 429) },
      },
    },
    async (request) => runGroupFit(catalog, request.body),
  );
}
