import type { KeyRecord, KeyStatus } from "../keys/key-store.js";

/** An api_keys row as both SQL stores return it (SQLite keeps the time as text, PostgreSQL as a Date). */
export interface KeyRow {
  id: string;
  hash: string;
  prefix: string;
  plan: string;
  status: KeyStatus;
  email: string;
  name: string | null;
  created_at: string | Date;
}

export function toKeyRecord(row: KeyRow): KeyRecord {
  return {
    id: row.id,
    hash: row.hash,
    prefix: row.prefix,
    plan: row.plan,
    status: row.status,
    email: row.email,
    name: row.name,
    createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  };
}
