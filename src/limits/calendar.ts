/** Calendar periods in UTC, as quotas count them. */

export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function secondsUntilNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export function secondsUntilNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
