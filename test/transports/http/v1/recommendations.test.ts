import { describe, expect, it } from "vitest";
import { useKeyedServer } from "../harness.js";

const BUCKETS = ["bestSafePicks", "easyWins", "popularCrowdPleasers", "groupFriendly", "riskyPicksToAvoid"];

describe("POST /v1/recommendations", () => {
  const ctx = useKeyedServer();
  const post = (body: unknown) => ctx.server.call("/v1/recommendations", { key: ctx.key, body });

  describe("happy path", () => {
    it("ranks the catalog with every bucket, 12 per bucket by default", async () => {
      const reply = await post({ rangeLow: "A2", rangeHigh: "F4" });
      expect(reply.status).toBe(200);
      const body = reply.body as Record<string, unknown[]>;
      expect(body).toMatchObject({
        vocalId: "baritone-neutral-A2-F4",
        voiceType: "baritone",
        confidenceTier: "medium",
      });
      expect(body.matches).toHaveLength(12);
      for (const bucket of BUCKETS) expect(body[bucket]?.length).toBeLessThanOrEqual(12);
      expect(body.matches?.[0]).toMatchObject({
        rangeConfidence: expect.any(String),
        rangeSource: expect.any(String),
        url: expect.stringContaining("/songs/"),
      });
    });

    it("accepts a limit up to 50 and a hum profile or VocalProfile as the voice", async () => {
      expect(
        ((await post({ rangeLow: "A2", rangeHigh: "F4", limit: 50 })).body as { matches: unknown[] }).matches,
      ).toHaveLength(50);
      expect((await post({ humProfile: { low: "C4", high: "A5" }, limit: 2 })).status).toBe(200);
    });
  });

  describe("errors", () => {
    it.each([
      [{ rangeLow: "A2", rangeHigh: "F4", limit: 51 }, "limit"],
      [{ rangeLow: "A2", rangeHigh: "F4", limit: 0 }, "limit"],
      [{ rangeLow: "A2", rangeHigh: "F4", limit: 2.5 }, "limit"],
      [{ rangeHigh: "F4" }, "rangeLow: is required"],
    ])("refuses %j with 400 naming %s", async (body, field) => {
      const reply = await post(body);
      expect(reply.status).toBe(400);
      expect((reply.body as { error: string }).error).toContain(field);
    });
  });
});
