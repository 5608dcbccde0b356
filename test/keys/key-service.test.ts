import { describe, expect, it } from "vitest";
import { hashKey } from "../../src/keys/key-format.js";
import { KeyService } from "../../src/keys/key-service.js";
import type { KeyRecord, KeyStore } from "../../src/keys/key-store.js";

/** An in-memory store that can be told to fail on any read, to prove what is not read. */
function memoryStore(options: { failReads?: boolean } = {}) {
  const rows: KeyRecord[] = [];
  const reads: string[] = [];
  const read = (what: string) => {
    reads.push(what);
    if (options.failReads) throw new Error("store must not be read");
  };
  const store: KeyStore = {
    insert: async (r) => void rows.push(r),
    findByHash: async (hash) => (read("findByHash"), rows.find((r) => r.hash === hash) ?? null),
    findByPrefix: async (prefix) => (read("findByPrefix"), rows.filter((r) => r.prefix.startsWith(prefix))),
    list: async () => rows,
    setStatus: async (id, status) => {
      const row = rows.find((r) => r.id === id);
      if (row) row.status = status;
    },
    consumeQuota: async () => ({ allowed: true, used: 1 }),
    usage: async () => 0,
    ping: async () => {},
    close: async () => {},
  };
  return { store, rows, reads };
}

describe("KeyService", () => {
  it("stores only the hash and the display prefix of an issued key", async () => {
    const { store, rows } = memoryStore();
    const { plaintext, record } = await new KeyService(store).issue("sandbox", {
      plan: "sandbox",
      email: "a@example.com",
    });
    expect(rows).toEqual([record]);
    expect(record.hash).toBe(hashKey(plaintext));
    expect(JSON.stringify(rows)).not.toContain(plaintext.slice(20));
  });

  it("verifies an issued key and reports its status", async () => {
    const { store } = memoryStore();
    const service = new KeyService(store);
    const { plaintext, record } = await service.issue("sandbox", { plan: "sandbox", email: "a@example.com" });
    expect(await service.verify(plaintext)).toMatchObject({ outcome: "active", key: { id: record.id } });
    await service.setStatus(record.prefix, "lapsed");
    expect((await service.verify(plaintext)).outcome).toBe("lapsed");
  });

  it("refuses missing and malformed keys without reading the store", async () => {
    const { store, reads } = memoryStore({ failReads: true });
    const service = new KeyService(store);
    expect((await service.verify(undefined)).outcome).toBe("missing");
    expect((await service.verify("")).outcome).toBe("missing");
    expect((await service.verify("svc_sandbox_nope")).outcome).toBe("malformed");
    expect(reads).toEqual([]);
  });

  it("makes revocation final", async () => {
    const { store } = memoryStore();
    const service = new KeyService(store);
    const { record } = await service.issue("live", { plan: "starter", email: "a@example.com" });
    await service.setStatus(record.prefix, "revoked");
    await expect(service.setStatus(record.prefix, "active")).rejects.toThrow(/revocation is final/);
  });
});
