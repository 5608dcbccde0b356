export interface WindowResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (and, when refused, until a retry can succeed). */
  resetSeconds: number;
}

/** Counts calls per key in a fixed window; check and increment are one atomic step. */
export interface WindowLimiter {
  consume(key: string): Promise<WindowResult>;
}

/** Makes limiters in one backing engine (memory for one instance, Redis for many). */
export interface LimiterFactory {
  create(name: string, points: number, windowSeconds: number): WindowLimiter;
  /** Resolves when the backing engine answers (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
