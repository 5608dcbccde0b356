/** Plan limits of spec §8: calls per minute and per calendar month (UTC). */
export interface Plan {
  perMinute: number;
  perMonth: number;
}

export const PLANS = {
  sandbox: { perMinute: 30, perMonth: 1_000 },
  starter: { perMinute: 120, perMonth: 50_000 },
  scale: { perMinute: 600, perMonth: 500_000 },
} as const satisfies Record<string, Plan>;

export type PlanName = keyof typeof PLANS;
export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];

export type PlanTable = Readonly<Record<string, Plan>>;
