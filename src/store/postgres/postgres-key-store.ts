import pg from "pg";
import type { KeyRecord, KeyStatus, KeyStore, QuotaResult } from "../../keys/key-store.js";
import { type KeyRow, toKeyRecord } from "../key-row.js";
import { DependencyUnavailableError } from "../../runtime/unavailable.js";

/** Versioned schema changes; applied in order, each once, under an advisory lock. */
const MIGRATIONS: ReadonlyArray<(schema: string) => string> = [
  (s) => `
    CREATE TABLE ${s}.api_keys (
      id TEXT PRIMARY KEY,
      hash TEXT NOT NULL UNIQUE,
      prefix TEXT NOT NULL,
      plan TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('active', 'revoked', 'lapsed')),
      email TEXT NOT NULL,
      name TEXT,
      created_at TIMESTAMPTZ NOT NULL
    );
    CREATE INDEX api_keys_prefix ON ${s}.api_keys (prefix text_pattern_ops);
    CREATE TABLE ${s}.monthly_usage (
      key_id TEXT NOT NULL REFERENCES ${s}.api_keys (id),
      month TEXT NOT NULL,
      count INTEGER NOT NULL,
      PRIMARY KEY (key_id, month)
    );`,
];

/** Any instance starting at the same time waits on this lock instead of racing the migrations. */
const MIGRATION_LOCK = 7_112_358;

export interface PostgresOptions {
  url: string;
  /** Schema holding the tables (one per deployment, or per test run). */
  schema: string;
}

/** Keys and monthly usage in PostgreSQL, shared by every instance. */
export class PostgresKeyStore implements KeyStore {
  private readonly pool: pg.Pool;
  private readonly s: string;

  private constructor(options: PostgresOptions) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error(`bad schema name ${options.schema}`);
    this.s = options.schema;
    this.pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Bounded waits: an unreachable database answers 503 in seconds, never hangs a request.
      connectionTimeoutMillis: 2_000,
      query_timeout: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // A connection the server drops (restart, pg_terminate_backend) must not crash the process;
    // the pool discards it and the next query opens a fresh one.
    this.pool.on("error", () => {});
  }

  /** Connects and applies pending migrations (safe when several instances start at once). */
  static async open(options: PostgresOptions): Promise<PostgresKeyStore> {
    const store = new PostgresKeyStore(options);
    await store.migrate();
    return store;
  }

  private async query<R extends pg.QueryResultRow>(
    text: string,
    values: unknown[] = [],
  ): Promise<pg.QueryResult<R>> {
    try {
      return await this.pool.query<R>(text, values);
    } catch (err) {
      // Constraint violations are the caller's business; everything else means the database is not there.
      if ((err as { code?: string }).code?.startsWith("23")) throw err;
      throw new DependencyUnavailableError("postgres", err);
    }
  }

  private async migrate(): Promise<void> {
    const client = await this.pool.connect().catch((err: unknown) => {
      throw new DependencyUnavailableError("postgres", err);
    });
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
      await client.query(`CREATE SCHEMA IF NOT EXISTS ${this.s}`);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${this.s}.schema_migrations (version INTEGER PRIMARY KEY)`,
      );
      const done = await client.query<{ version: number }>(`SELECT version FROM ${this.s}.schema_migrations`);
      const applied = new Set(done.rows.map((r) => r.version));
      for (let v = 0; v < MIGRATIONS.length; v++) {
        if (applied.has(v + 1)) continue;
        await client.query((MIGRATIONS[v] as (schema: string) => string)(this.s));
        await client.query(`INSERT INTO ${this.s}.schema_migrations (version) VALUES ($1)`, [v + 1]);
      }
      await client.query("COMMIT");
    } catch (err) {
      await client.query("ROLLBACK").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  }

  async insert(r: KeyRecord): Promise<void> {
    await this.query(
      `INSERT INTO ${this.s}.api_keys (id, hash, prefix, plan, status, email, name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [r.id, r.hash, r.prefix, r.plan, r.status, r.email, r.name, r.createdAt],
    );
  }

  async findByHash(hash: string): Promise<KeyRecord | null> {
    const { rows } = await this.query<KeyRow>(`SELECT * FROM ${this.s}.api_keys WHERE hash = $1`, [hash]);
    return rows[0] ? toKeyRecord(rows[0]) : null;
  }

  async findByPrefix(prefix: string): Promise<KeyRecord[]> {
    const { rows } = await this.query<KeyRow>(
      `SELECT * FROM ${this.s}.api_keys WHERE starts_with(prefix, $1) ORDER BY created_at, id`,
      [prefix],
    );
    return rows.map(toKeyRecord);
  }

  async list(): Promise<KeyRecord[]> {
    const { rows } = await this.query<KeyRow>(`SELECT * FROM ${this.s}.api_keys ORDER BY created_at, id`);
    return rows.map(toKeyRecord);
  }

  async setStatus(id: string, status: KeyStatus): Promise<void> {
    await this.query(`UPDATE ${this.s}.api_keys SET status = $2 WHERE id = $1`, [id, status]);
  }

  async consumeQuota(id: string, month: string, limit: number): Promise<QuotaResult> {
    // One statement: the conflicting row is locked, so concurrent calls on every instance queue up
    // and exactly `limit` of them get through.
    const { rows } = await this.query<{ count: number }>(
      `INSERT INTO ${this.s}.monthly_usage AS u (key_id, month, count) SELECT $1, $2, 1 WHERE $3::int > 0
       ON CONFLICT (key_id, month) DO UPDATE SET count = u.count + 1 WHERE u.count < $3::int
       RETURNING count`,
      [id, month, limit],
    );
    if (rows[0]) return { allowed: true, used: rows[0].count };
    return { allowed: false, used: await this.usage(id, month) };
  }

  async usage(id: string, month: string): Promise<number> {
    const { rows } = await this.query<{ count: number }>(
      `SELECT count FROM ${this.s}.monthly_usage WHERE key_id = $1 AND month = $2`,
      [id, month],
    );
    return rows[0]?.count ?? 0;
  }

  async ping(): Promise<void> {
    await this.query("SELECT 1");
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
