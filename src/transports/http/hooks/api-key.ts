import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { KeyService } from "../../../keys/key-service.js";
import type { KeyRecord } from "../../../keys/key-store.js";
import type { UsageLimits } from "../../../limits/usage-limits.js";
import { httpErrors } from "../http-error.js";
import { setRateLimitHeaders } from "./rate-limit-headers.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The verified key of this request, on routes that require one. */
    apiKey?: KeyRecord;
  }
  interface FastifyContextConfig {
    /** The route needs an X-API-Key and counts against its plan's limits. */
    requiresKey?: boolean;
  }
}

const REFUSALS = {
  missing: httpErrors.missingKey,
  malformed: httpErrors.invalidKey,
  unknown: httpErrors.invalidKey,
  revoked: httpErrors.revokedKey,
  lapsed: httpErrors.lapsedSubscription,
} as const;

/**
 * Authentication and limits in onRequest, before the body is read: a request without a valid,
 * active key or over its limits costs no parsing.
 */
export function apiKeyHook(keys: KeyService, limits: UsageLimits): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.requiresKey) return;
    const header = request.headers["x-api-key"];
    const verification = await keys.verify(Array.isArray(header) ? header[0] : header);
    if (verification.outcome !== "active") throw REFUSALS[verification.outcome]();
    const key = verification.key;
    const admission = await limits.admit(key);
    if (!admission.allowed) {
      setRateLimitHeaders(reply, admission.minute, admission.limit === "month" ? admission.month : undefined);
      throw admission.limit === "minute"
        ? httpErrors.perMinuteLimit(admission.minute.limit, admission.minute.resetSeconds)
        : httpErrors.monthlyQuota(admission.month.limit, admission.month.resetSeconds);
    }
    setRateLimitHeaders(reply, admission.minute, admission.month);
    request.apiKey = key;
  };
}
