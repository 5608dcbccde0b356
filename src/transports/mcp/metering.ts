import { dayOf, secondsUntilNextDay } from "../../limits/calendar.js";
import type { UsageLimits } from "../../limits/usage-limits.js";
import type { WindowLimiter } from "../../limits/window-limiter.js";
import { httpErrors } from "../http/http-error.js";
import type { McpAccess } from "./access.js";

/** Spec §5.6 and §8: without a key, top 3 scored results and 5 scored lookups per day. */
export const FREE_TIER = { topResults: 3, scoredLookupsPerDay: 5 } as const;

export type Metering = { allowed: true } | { allowed: false; message: string };

/**
 * Counts one tool call. Keyed calls count like REST calls (plan per-minute limit and monthly
 * quota); keyless calls count only when scored, per client address per UTC day.
 */
export async function meter(
  access: McpAccess,
  scored: boolean,
  limits: UsageLimits,
  freeTier: WindowLimiter,
  publicBaseUrl: string,
  now: Date = new Date(),
): Promise<Metering> {
  if (access.kind === "refused") return { allowed: false, message: access.message };
  if (access.kind === "key") {
    const admission = await limits.admit(access.key);
    if (admission.allowed) return { allowed: true };
    const error =
      admission.limit === "minute"
        ? httpErrors.perMinuteLimit(admission.minute.limit, admission.minute.resetSeconds)
        : httpErrors.monthlyQuota(admission.month.limit, admission.month.resetSeconds);
    return { allowed: false, message: error.message };
  }
  if (!scored) return { allowed: true };
  const window = await freeTier.consume(`${access.clientAddress}:${dayOf(now)}`);
  if (window.allowed) return { allowed: true };
  const resetHours = Math.ceil(secondsUntilNextDay(now) / 3600);
  return {
    allowed: false,
    message:
      `The free tier's ${FREE_TIER.scoredLookupsPerDay} scored lookups per day from this address are used up; ` +
      `they reset at 00:00 UTC (in about ${resetHours} h). For more, get a free API key with ` +
      `POST ${publicBaseUrl}/v1/sandbox-key (body {"email": "..."}) and send it as the X-API-Key header ` +
      `(or Authorization: Bearer). Song search without a range and get_vocal_profile stay free.`,
  };
}
