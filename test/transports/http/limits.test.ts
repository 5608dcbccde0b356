import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeyService } from "../../../src/keys/key-service.js";
import { PLANS } from "../../../src/keys/plans.js";
import { openTestStore, sandboxKey, startServer, tempDataDir, type TestServer } from "./harness.js";

const BODY = { rangeLow: "A2", rangeHigh: "F4" };

describe("per-minute limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it("lets exactly 30 of 60 concurrent requests with one sandbox key through; the rest get 429 with Retry-After", async () => {
    const key = await sandboxKey(server);
    const replies = await Promise.all(
      Array.from({ length: 60 }, () => server.call("/v1/vocal-profile", { key, body: BODY })),
    );
    const ok = replies.filter((r) => r.status === 200);
    const limited = replies.filter((r) => r.status === 429);
    expect(ok).toHaveLength(30);
    expect(limited).toHaveLength(30);
    for (const reply of limited) {
      const retryAfter = Number(reply.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(reply.body).toEqual({ error: expect.stringContaining("30 requests per minute") });
    }
  });

  it("tells clients their budget in the IETF RateLimit headers", async () => {
    const key = await sandboxKey(server);
    const reply = await server.call("/v1/vocal-profile", { key, body: BODY });
    expect(reply.headers.get("ratelimit-policy")).toBe('"minute";q=30;w=60, "month";q=1000;w=2592000');
    expect(reply.headers.get("ratelimit")).toMatch(/^"minute";r=29;t=\d+, "month";r=999;t=\d+$/);
  });
});

describe("monthly quota", () => {
  const plans = { ...PLANS, tiny: { perMinute: 100, perMonth: 3 } };

  async function tinyKey(dataDir: string): Promise<string> {
    const store = await openTestStore(dataDir);
    try {
      return (await new KeyService(store).issue("live", { plan: "tiny", email: "t@example.com" })).plaintext;
    } finally {
      await store.close();
    }
  }

  it("refuses calls over the quota with 429 naming the monthly quota, and still does after a restart", async () => {
    const dataDir = tempDataDir();
    const key = await tinyKey(dataDir);
    const first = await startServer({ env: { DATA_DIR: dataDir }, plans });
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 2; i++)
        statuses.push((await first.call("/v1/vocal-profile", { key, body: BODY })).status);
    } finally {
      await first.stop();
    }
    expect(statuses).toEqual([200, 200]);

    const second = await startServer({ env: { DATA_DIR: dataDir }, plans });
    try {
      expect((await second.call("/v1/vocal-profile", { key, body: BODY })).status).toBe(200);
      const over = await second.call("/v1/vocal-profile", { key, body: BODY });
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ error: expect.stringContaining("Monthly quota exceeded") });
      const retryAfter = Number(over.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(31 * 24 * 3600);
    } finally {
      await second.stop();
    }
  });

  it("does not spend monthly quota on calls the per-minute limit refused", async () => {
    const dataDir = tempDataDir();
    const burst = { ...PLANS, burst: { perMinute: 2, perMonth: 100 } };
    const store = await openTestStore(dataDir);
    const { plaintext: key, record } = await new KeyService(store).issue("live", {
      plan: "burst",
      email: "b@example.com",
    });
    await store.close();
    const server = await startServer({ env: { DATA_DIR: dataDir }, plans: burst });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await server.call("/v1/vocal-profile", { key, body: BODY })).status);
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      expect(await server.service.deps.store.usage(record.id, new Date().toISOString().slice(0, 7))).toBe(2);
    } finally {
      await server.stop();
    }
  });

  it("counts exactly under concurrency: 20 parallel calls on a quota of 3 let 3 through", async () => {
    const dataDir = tempDataDir();
    const key = await tinyKey(dataDir);
    const server = await startServer({ env: { DATA_DIR: dataDir }, plans });
    try {
      const replies = await Promise.all(
        Array.from({ length: 20 }, () => server.call("/v1/vocal-profile", { key, body: BODY })),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
      expect(
        await server.service.deps.store.usage(
          (await server.service.deps.store.list())[0]?.id ?? "",
          new Date().toISOString().slice(0, 7),
        ),
      ).toBe(3);
    } finally {
      await server.stop();
    }
  });
});
