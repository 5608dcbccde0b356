import { join } from "node:path";
import { KeyService } from "../keys/key-service.js";
import type { KeyStore } from "../keys/key-store.js";
import { MemoryLimiterFactory } from "../limits/memory-limiter.js";
import type { LimiterFactory } from "../limits/window-limiter.js";
import { SqliteKeyStore } from "../store/sqlite/sqlite-key-store.js";
import type { Settings } from "./settings.js";

/** The embedded store's file inside DATA_DIR. */
export function sqlitePath(settings: Pick<Settings, "DATA_DIR">): string {
  return join(settings.DATA_DIR, "singable.db");
}

/** The key store the settings select (SQLite under DATA_DIR by default). */
export function openKeyStore(settings: Settings): KeyStore {
  return new SqliteKeyStore(sqlitePath(settings));
}

/** Short-window limiters: in memory by default. */
export function openLimiters(_settings: Settings): LimiterFactory {
  return new MemoryLimiterFactory();
}

export function keyService(store: KeyStore, settings: Settings): KeyService {
  return new KeyService(store, settings.KEY_HASH_SECRET);
}
