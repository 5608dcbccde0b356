import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { hashKey } from "../../../src/keys/key-format.js";
import { sandboxKey, startServer } from "./harness.js";

describe("key privacy", () => {
  it("never writes an issued key's plaintext to the SQLite files or the logs; only its SHA-256 is stored", async () => {
    const server = await startServer({ env: { LOG_LEVEL: "trace" } });
    const key = await sandboxKey(server);
    await server.call("/v1/vocal-profile", { key, body: { rangeLow: "A2", rangeHigh: "F4" } });
    await server.call("/v1/vocal-profile", { key: `${key}x`, body: {} });
    const stored = await server.service.deps.store.findByHash(hashKey(key));
    await server.stop();

    expect(stored?.prefix).toBe(key.slice(0, 20));
    const secretPart = key.slice("svc_sandbox_".length);
    if (server.settings.DATABASE_URL) {
      // On PostgreSQL: every stored row, as text.
      const client = new pg.Client({ connectionString: server.settings.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ row: string }>(
        `SELECT t::text AS row FROM ${server.settings.DATABASE_SCHEMA}.api_keys t`,
      );
      await client.end();
      expect(rows.length).toBe(1);
      expect(rows[0]?.row).not.toContain(secretPart);
    } else {
      const files = readdirSync(server.settings.DATA_DIR).map((f) => join(server.settings.DATA_DIR, f));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(readFileSync(file).includes(secretPart), file).toBe(false);
    }
    expect(server.logs.length).toBeGreaterThan(3);
    expect(server.logs.join("\n")).not.toContain(secretPart);
  });

  it("keys the stored hash with KEY_HASH_SECRET when set", async () => {
    const secret = "a-server-secret-of-some-length";
    const server = await startServer({ env: { KEY_HASH_SECRET: secret } });
    const key = await sandboxKey(server);
    expect(await server.service.deps.store.findByHash(hashKey(key))).toBeNull();
    expect(await server.service.deps.store.findByHash(hashKey(key, secret))).not.toBeNull();
    expect(
      (await server.call("/v1/vocal-profile", { key, body: { rangeLow: "A2", rangeHigh: "F4" } })).status,
    ).toBe(200);
    await server.stop();
  });
});
