import { z } from "zod";
import { sandboxKeyBody } from "../../../../contract/responses.js";
import { PLANS } from "../../../../keys/plans.js";
import type { AppDeps, ZodApp } from "../../app-deps.js";
import { httpErrors } from "../../http-error.js";
import { setRateLimitHeaders } from "../../hooks/rate-limit-headers.js";
import { errorResponses } from "../error-responses.js";

export const sandboxKeyInput = z.object({
  email: z.email("must be an email address such as you@example.com").max(254),
  name: z.string().trim().min(1).max(100).optional(),
});

/** POST /v1/sandbox-key: a key at once, no approval; limited per client address. */
export function sandboxKeyRoute(app: ZodApp, { keys, issuance, issuanceLimit }: AppDeps): void {
  app.post(
    "/v1/sandbox-key",
    {
      schema: {
        summary: "Issue a sandbox API key",
        description:
          "No key needed. The plaintext key is returned once and never stored. 5 keys per address per hour.",
        tags: ["keys"],
        // Explicitly keyless.
        security: [],
        body: sandboxKeyInput,
        response: { 200: sandboxKeyBody, ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const window = await issuance.consume(request.ip);
      setRateLimitHeaders(reply, window);
      if (!window.allowed) throw httpErrors.issuanceLimit(issuanceLimit, window.resetSeconds);
      const { plaintext, record } = await keys.issue("sandbox", {
        plan: "sandbox",
        email: request.body.email,
        name: request.body.name,
      });
      reply.header("cache-control", "no-store");
      return {
        apiKey: plaintext,
        keyPrefix: record.prefix,
        mode: "sandbox" as const,
        rateLimitPerMinute: PLANS.sandbox.perMinute,
        monthlyQuota: PLANS.sandbox.perMonth,
      };
    },
  );
}
