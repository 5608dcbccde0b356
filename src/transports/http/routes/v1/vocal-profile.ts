import { vocalProfileBody } from "../../../../contract/responses.js";
import { runVocalProfile, vocalProfileInput } from "../../../../operations/vocal-profile.js";
import type { ZodApp } from "../../app-deps.js";
import { errorResponses, KEY_SECURITY } from "../error-responses.js";

/** POST /v1/vocal-profile */
export function vocalProfileRoute(app: ZodApp): void {
  app.post(
    "/v1/vocal-profile",
    {
      config: { requiresKey: true },
      schema: {
        summary: "Normalize a range or hum profile into a vocal profile",
        description:
          "Send {rangeLow, rangeHigh} (note names or MIDI numbers) or {humProfile}; voiceType is an optional hint.",
        tags: ["voice"],
        security: KEY_SECURITY,
        body: vocalProfileInput,
        response: { 200: vocalProfileBody, ...errorResponses(400, 401, 402, 413, 415, 429) },
      },
    },
    async (request) => runVocalProfile(request.body),
  );
}
