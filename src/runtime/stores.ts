import { join } from "node:path";
import { KeyService } from "../keys/key-service.js";
import type { KeyStore } from "../keys/key-store.js";
import { MemoryLimiterFactory } from "../limits/memory-limiter.js";
import { RedisLimiterFactory } from "../limits/redis/redis-limiter.js";
import type { LimiterFactory } from "../limits/window-limiter.js";
import { PostgresKeyStore } from "../store/postgres/postgres-key-store.js";
import { SqliteKeyStore } from "../store/sqlite/sqlite-key-store.js";
import type { Settings } from "./settings.js";

/** The embedded store's file inside DATA_DIR. */
export function sqlitePath(settings: Pick<Settings, "DATA_DIR">): string {
  return join(settings.DATA_DIR, "singable.db");
}

/** The key store the settings select: PostgreSQL with DATABASE_URL, else SQLite under DATA_DIR. */
export async function openKeyStore(settings: Settings): Promise<KeyStore> {
  if (settings.DATABASE_URL) {
    return PostgresKeyStore.open({ url: settings.DATABASE_URL, schema: settings.DATABASE_SCHEMA });
  }
  return new SqliteKeyStore(sqlitePath(settings));
}

/** Short-window limiters: Redis with REDIS_URL, else in memory. */
export async function openLimiters(settings: Settings): Promise<LimiterFactory> {
  if (settings.REDIS_URL)
    return RedisLimiterFactory.open({ url: settings.REDIS_URL, keyPrefix: settings.REDIS_KEY_PREFIX });
  return new MemoryLimiterFactory();
}

export function keyService(store: KeyStore, settings: Settings): KeyService {
  return new KeyService(store, settings.KEY_HASH_SECRET);
}
