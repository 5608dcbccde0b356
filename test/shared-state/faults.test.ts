import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Instance, sharedBackend, startInstance, startRedis, waitFor } from "./instances.js";

const BODY = { rangeLow: "A2", rangeHigh: "F4" };

async function call(instance: Instance, path: string, init: { key?: string; body?: unknown } = {}) {
  const started = Date.now();
  const response = await fetch(`${instance.url}${path}`, {
    method: init.body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", ...(init.key ? { "x-api-key": init.key } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    ms: Date.now() - started,
  };
}

describe("when Redis goes away and comes back", () => {
  it("answers 503 with a JSON error quickly, reports it on /readyz, and recovers without a restart", async () => {
    const redis = await startRedis();
    const instance = await startInstance({ ...sharedBackend(), REDIS_URL: redis.url });
    try {
      const key = (await call(instance, "/v1/sandbox-key", { body: { email: "f@example.com" } })).body
        .apiKey as string;
      expect((await call(instance, "/v1/vocal-profile", { key, body: BODY })).status).toBe(200);

      await redis.stop();
      const down = await call(instance, "/v1/vocal-profile", { key, body: BODY });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ error: expect.stringContaining("Redis") });
      expect(down.ms).toBeLessThan(5_000);
      const ready = await call(instance, "/readyz");
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({
        checks: { limiter: expect.stringMatching(/^failing/), store: "ok" },
      });

      const again = await startRedis(redis.port);
      try {
        await waitFor(
          async () => (await call(instance, "/readyz")).status === 200,
          15_000,
          "readiness after Redis returns",
        );
        expect((await call(instance, "/v1/vocal-profile", { key, body: BODY })).status).toBe(200);
      } finally {
        await again.stop();
      }
    } finally {
      await instance.stop();
    }
  }, 60_000);
});

describe("when PostgreSQL drops the service's connections", () => {
  it("never answers 500 and serves again by itself", async () => {
    const backend = sharedBackend();
    const appName = `singable_fault_${Date.now()}`;
    const instance = await startInstance({
      ...backend,
      DATABASE_URL: `${backend.DATABASE_URL}?application_name=${appName}`,
    });
    try {
      const key = (await call(instance, "/v1/sandbox-key", { body: { email: "p@example.com" } })).body
        .apiKey as string;
      expect((await call(instance, "/v1/vocal-profile", { key, body: BODY })).status).toBe(200);

      const admin = new pg.Client({ connectionString: backend.DATABASE_URL });
      await admin.connect();
      const { rowCount } = await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1",
        [appName],
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);

      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await call(instance, "/v1/vocal-profile", { key, body: BODY })).status);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.at(-1)).toBe(200);
      expect((await call(instance, "/readyz")).status).toBe(200);
    } finally {
      await instance.stop();
    }
  }, 60_000);
});
