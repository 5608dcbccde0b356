import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import type { KeyRecord, KeyStatus, KeyStore, QuotaResult } from "../../keys/key-store.js";
import { type KeyRow, toKeyRecord } from "../key-row.js";

/** Schema versions, applied in order on open; user_version records how far a file has come. */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE api_keys (
     id TEXT PRIMARY KEY,
     hash TEXT NOT NULL UNIQUE,
     prefix TEXT NOT NULL,
     plan TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('active', 'revoked', 'lapsed')),
     email TEXT NOT NULL,
     name TEXT,
     created_at TEXT NOT NULL
   );
   CREATE INDEX api_keys_prefix ON api_keys (prefix);
   CREATE TABLE monthly_usage (
     key_id TEXT NOT NULL REFERENCES api_keys (id),
     month TEXT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (key_id, month)
   );`,
];

/** The embedded store: one SQLite file (WAL mode), safe for one process. */
export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;

  constructor(readonly path: string) {
    mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("foreign_keys = ON");
    this.db.pragma("busy_timeout = 5000");
    const version = this.db.pragma("user_version", { simple: true }) as number;
    for (let v = version; v < MIGRATIONS.length; v++) {
      this.db.transaction(() => {
        this.db.exec(MIGRATIONS[v] as string);
        this.db.pragma(`user_version = ${v + 1}`);
      })();
    }
  }

  async insert(r: KeyRecord): Promise<void> {
    this.db
      .prepare(
        "INSERT INTO api_keys (id, hash, prefix, plan, status, email, name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(r.id, r.hash, r.prefix, r.plan, r.status, r.email, r.name, r.createdAt);
  }

  async findByHash(hash: string): Promise<KeyRecord | null> {
    const row = this.db.prepare("SELECT * FROM api_keys WHERE hash = ?").get(hash) as KeyRow | undefined;
    return row ? toKeyRecord(row) : null;
  }

  async findByPrefix(prefix: string): Promise<KeyRecord[]> {
    const rows = this.db
      .prepare("SELECT * FROM api_keys WHERE substr(prefix, 1, length(?)) = ? ORDER BY created_at")
      .all(prefix, prefix) as KeyRow[];
    return rows.map(toKeyRecord);
  }

  async list(): Promise<KeyRecord[]> {
    return (this.db.prepare("SELECT * FROM api_keys ORDER BY created_at, id").all() as KeyRow[]).map(
      toKeyRecord,
    );
  }

  async setStatus(id: string, status: KeyStatus): Promise<void> {
    this.db.prepare("UPDATE api_keys SET status = ? WHERE id = ?").run(status, id);
  }

  async consumeQuota(id: string, month: string, limit: number): Promise<QuotaResult> {
    // One statement: SQLite runs it atomically, so no two calls can both take the last unit.
    const row = this.db
      .prepare(
        `INSERT INTO monthly_usage (key_id, month, count) SELECT ?, ?, 1 WHERE ? > 0
         ON CONFLICT (key_id, month) DO UPDATE SET count = count + 1 WHERE monthly_usage.count < ?
         RETURNING count`,
      )
      .get(id, month, limit, limit) as { count: number } | undefined;
    if (row) return { allowed: true, used: row.count };
    return { allowed: false, used: await this.usage(id, month) };
  }

  async usage(id: string, month: string): Promise<number> {
    const row = this.db
      .prepare("SELECT count FROM monthly_usage WHERE key_id = ? AND month = ?")
      .get(id, month) as { count: number } | undefined;
    return row?.count ?? 0;
  }

  async ping(): Promise<void> {
    this.db.prepare("SELECT 1").get();
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
