import type { FastifyReply } from "fastify";
import type { MonthlyState } from "../../../limits/usage-limits.js";
import type { WindowResult } from "../../../limits/window-limiter.js";

/**
 * IETF RateLimit-Policy / RateLimit fields (draft-ietf-httpapi-ratelimit-headers): each policy
 * named, with its quota q and window w, then what remains r and the seconds to reset t.
 */
export function setRateLimitHeaders(reply: FastifyReply, minute: WindowResult, month?: MonthlyState): void {
  const policies = [`"minute";q=${minute.limit};w=60`];
  const current = [`"minute";r=${minute.remaining};t=${minute.resetSeconds}`];
  if (month) {
    policies.push(`"month";q=${month.limit};w=2592000`);
    current.push(`"month";r=${Math.max(0, month.limit - month.used)};t=${month.resetSeconds}`);
  }
  reply.header("ratelimit-policy", policies.join(", "));
  reply.header("ratelimit", current.join(", "));
}
