import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { KeyRecord } from "../../../src/keys/key-store.js";
import { SqliteKeyStore } from "../../../src/store/sqlite/sqlite-key-store.js";
import { tempDataDir } from "../../transports/http/harness.js";

const record = (id: string, prefix = `svc_live_${id}`): KeyRecord => ({
  id,
  hash: `hash-${id}`,
  prefix,
  plan: "starter",
  status: "active",
  email: "o@example.com",
  name: null,
  createdAt: `2026-11-0${id.length}T00:00:00.000Z`,
});

describe("SqliteKeyStore", () => {
  it("stores, finds by hash and by prefix, lists and changes status", async () => {
    const store = new SqliteKeyStore(join(tempDataDir(), "k.db"));
    await store.insert(record("a1"));
    await store.insert(record("b22"));
    expect((await store.findByHash("hash-a1"))?.id).toBe("a1");
    expect(await store.findByHash("nope")).toBeNull();
    expect((await store.findByPrefix("svc_live_b")).map((k) => k.id)).toEqual(["b22"]);
    expect((await store.list()).map((k) => k.id)).toEqual(["a1", "b22"]);
    await store.setStatus("a1", "lapsed");
    expect((await store.findByHash("hash-a1"))?.status).toBe("lapsed");
    await store.close();
  });

  it("counts quota atomically per key and month, refusing at the limit", async () => {
    const store = new SqliteKeyStore(join(tempDataDir(), "k.db"));
    await store.insert(record("a1"));
    const results = await Promise.all(
      Array.from({ length: 5 }, () => store.consumeQuota("a1", "2026-11", 3)),
    );
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(await store.usage("a1", "2026-11")).toBe(3);
    expect((await store.consumeQuota("a1", "2026-12", 3)).used).toBe(1);
    expect((await store.consumeQuota("a1", "2026-11", 0)).allowed).toBe(false);
    await store.close();
  });

  it("keeps data across reopening (migrations run once)", async () => {
    const path = join(tempDataDir(), "k.db");
    const first = new SqliteKeyStore(path);
    await first.insert(record("a1"));
    await first.consumeQuota("a1", "2026-11", 10);
    await first.close();
    const second = new SqliteKeyStore(path);
    expect(await second.usage("a1", "2026-11")).toBe(1);
    await second.close();
  });
});
