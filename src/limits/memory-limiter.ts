import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { LimiterFactory, WindowLimiter, WindowResult } from "./window-limiter.js";

/** Turns rate-limiter-flexible's answer (a result, or a rejection carrying one) into ours. */
export async function fromFlexible(limit: number, attempt: Promise<RateLimiterRes>): Promise<WindowResult> {
  try {
    const res = await attempt;
    return {
      allowed: true,
      limit,
      remaining: res.remainingPoints,
      resetSeconds: Math.ceil(res.msBeforeNext / 1000),
    };
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    return {
      allowed: false,
      limit,
      remaining: 0,
      resetSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
    };
  }
}

/** In-process windows: exact for one instance (Node runs one consume at a time). */
export class MemoryLimiterFactory implements LimiterFactory {
  create(name: string, points: number, windowSeconds: number): WindowLimiter {
    const limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
    return { consume: (key) => fromFlexible(points, limiter.consume(key)) };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {}
}
