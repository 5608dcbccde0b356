/** active: calls succeed; revoked: 401 for good; lapsed: 402 until reactivated. */
export const KEY_STATUSES = ["active", "revoked", "lapsed"] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];

export interface KeyRecord {
  id: string;
  /** SHA-256 (or HMAC-SHA-256) of the key, hex; the plaintext is never stored. */
  hash: string;
  prefix: string;
  plan: string;
  status: KeyStatus;
  email: string;
  name: string | null;
  createdAt: string;
}

export interface QuotaResult {
  allowed: boolean;
  /** Calls counted this month, after this one if it was allowed. */
  used: number;
}

/**
 * Durable state: API keys (hashed) and monthly usage. SQLite now; PostgreSQL implements the
 * same contract for several instances.
 */
export interface KeyStore {
  insert(record: KeyRecord): Promise<void>;
  findByHash(hash: string): Promise<KeyRecord | null>;
  /** Keys whose display prefix starts with `prefix` (admin look-ups). */
  findByPrefix(prefix: string): Promise<KeyRecord[]>;
  list(): Promise<KeyRecord[]>;
  setStatus(id: string, status: KeyStatus): Promise<void>;
  /**
   * Counts one call against `month` ("2026-11") if fewer than `limit` were counted: check and
   * increment in one atomic step, so concurrent calls can never overshoot the quota.
   */
  consumeQuota(id: string, month: string, limit: number): Promise<QuotaResult>;
  usage(id: string, month: string): Promise<number>;
  /** Resolves when the store answers; rejects otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
