import type { KeyRecord, KeyStore } from "../keys/key-store.js";
import type { PlanTable } from "../keys/plans.js";
import { monthOf, secondsUntilNextMonth } from "./calendar.js";
import type { LimiterFactory, WindowLimiter, WindowResult } from "./window-limiter.js";

export interface MonthlyState {
  limit: number;
  used: number;
  resetSeconds: number;
}

export type Admission =
  | { allowed: true; minute: WindowResult; month: MonthlyState }
  | { allowed: false; limit: "minute"; minute: WindowResult }
  | { allowed: false; limit: "month"; minute: WindowResult; month: MonthlyState };

/**
 * A key's plan limits: the per-minute window first (cheap, and a refused burst does not spend
 * monthly quota), then the durable monthly quota. Each is one atomic check-and-increment.
 */
export class UsageLimits {
  private readonly minuteLimiters = new Map<string, WindowLimiter>();

  constructor(
    private readonly store: KeyStore,
    private readonly limiters: LimiterFactory,
    readonly plans: PlanTable,
    private readonly now: () => Date = () => new Date(),
  ) {}

  planOf(key: KeyRecord) {
    const plan = this.plans[key.plan];
    if (!plan) throw new Error(`key ${key.prefix} has unknown plan ${key.plan}`);
    return plan;
  }

  private minuteLimiter(planName: string, perMinute: number): WindowLimiter {
    let limiter = this.minuteLimiters.get(planName);
    if (!limiter) {
      limiter = this.limiters.create(`minute:${planName}`, perMinute, 60);
      this.minuteLimiters.set(planName, limiter);
    }
    return limiter;
  }

  async admit(key: KeyRecord): Promise<Admission> {
    const plan = this.planOf(key);
    const minute = await this.minuteLimiter(key.plan, plan.perMinute).consume(key.id);
    if (!minute.allowed) return { allowed: false, limit: "minute", minute };
    const now = this.now();
    const quota = await this.store.consumeQuota(key.id, monthOf(now), plan.perMonth);
    const month = { limit: plan.perMonth, used: quota.used, resetSeconds: secondsUntilNextMonth(now) };
    return quota.allowed
      ? { allowed: true, minute, month }
      : { allowed: false, limit: "month", minute, month };
  }
}
