import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeyService } from "../../src/keys/key-service.js";
import { monthOf } from "../../src/limits/calendar.js";
import { readSettings } from "../../src/runtime/settings.js";
import { openKeyStore } from "../../src/runtime/stores.js";
import { v2Client } from "../transports/mcp/clients.js";
import { BIN } from "../transports/cli/run-cli.js";
import { type Instance, sharedBackend, startInstance } from "./instances.js";

const BODY = { rangeLow: "A2", rangeHigh: "F4" };
const run = promisify(execFile);

async function post(url: string, path: string, body: unknown, key?: string) {
  const response = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("two instances sharing PostgreSQL and Redis", () => {
  const env = sharedBackend();
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  const newKey = async () =>
    (await post(a.url, "/v1/sandbox-key", { email: "multi@example.com" })).body.apiKey as string;

  it("lets exactly 30 of 60 concurrent requests with one sandbox key through, across both", async () => {
    const key = await newKey();
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => post(i % 2 === 0 ? a.url : b.url, "/v1/vocal-profile", BODY, key)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(30);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(30);
  });

  it("shares the monthly quota: with 998 of 1,000 used, 2 more calls pass on either instance", async () => {
    const store = await openKeyStore(readSettings(env));
    try {
      const { plaintext: key, record } = await new KeyService(store).issue("sandbox", {
        plan: "sandbox",
        email: "q@example.com",
      });
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      await client.query(
        `INSERT INTO ${env.DATABASE_SCHEMA}.monthly_usage (key_id, month, count) VALUES ($1, $2, 998)`,
        [record.id, monthOf(new Date())],
      );
      await client.end();
      const statuses = [];
      for (const url of [a.url, b.url, a.url, b.url])
        statuses.push((await post(url, "/v1/vocal-profile", BODY, key)).status);
      expect(statuses).toEqual([200, 200, 429, 429]);
      expect(await store.usage(record.id, monthOf(new Date()))).toBe(1000);
    } finally {
      await store.close();
    }
  });

  it("shares the per-address key issuance limit", async () => {
    const fresh = sharedBackend();
    const [c, d] = await Promise.all([startInstance(fresh), startInstance(fresh)]);
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await post(i % 2 === 0 ? c.url : d.url, "/v1/sandbox-key", { email: "i@example.com" })).status,
        );
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await Promise.all([c.stop(), d.stop()]);
    }
  });

  it("shares the MCP free tier's daily count", async () => {
    const fresh = sharedBackend();
    const [c, d] = await Promise.all([startInstance(fresh), startInstance(fresh)]);
    try {
      const [onC, onD] = await Promise.all([v2Client(c.url, "auto"), v2Client(d.url, "auto")]);
      const results = [];
      for (let i = 0; i < 6; i++)
        results.push(await (i % 2 === 0 ? onC : onD).callTool("recommend_songs", BODY));
      expect(results.map((r) => r.isError ?? false)).toEqual([false, false, false, false, false, true]);
      await Promise.all([onC.close(), onD.close()]);
    } finally {
      await Promise.all([c.stop(), d.stop()]);
    }
  });

  it("answers 401 on both instances as soon as the CLI revokes a key (no cache: the bound is 0 s)", async () => {
    const key = await newKey();
    expect((await post(b.url, "/v1/vocal-profile", BODY, key)).status).toBe(200);
    await run(process.execPath, [BIN, "keys", "revoke", key.slice(0, 20)], {
      env: { ...process.env, ...env },
    });
    expect((await post(a.url, "/v1/vocal-profile", BODY, key)).status).toBe(401);
    expect((await post(b.url, "/v1/vocal-profile", BODY, key)).status).toBe(401);
  });
});
