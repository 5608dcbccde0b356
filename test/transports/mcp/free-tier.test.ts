import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sandboxKey, startServer, type TestServer } from "../http/harness.js";
import { v2Client } from "./clients.js";

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.stop());

const range = { rangeLow: "A2", rangeHigh: "F4" };

describe("MCP free tier (no key)", () => {
  it("refuses the 6th scored call of the day with isError saying how to get a key and when it resets", async () => {
    const client = await v2Client(server.url, "auto");
    const scored: Array<[string, Record<string, unknown>]> = [
      ["recommend_songs", range],
      ["check_song_fit", { slug: "yesterday-the-beatles", ...range }],
      ["group_song_fit", { profiles: [range, { rangeLow: "C3", rangeHigh: "A4" }] }],
      ["search_songs", { q: "love", ...range }],
      ["recommend_songs", range],
    ];
    for (const [name, args] of scored)
      expect((await client.callTool(name, args)).isError ?? false, name).toBe(false);
    const sixth = await client.callTool("check_song_fit", { slug: "yesterday-the-beatles", ...range });
    expect(sixth.isError).toBe(true);
    expect(sixth.content[0]?.text).toContain("POST http://localhost:8080/v1/sandbox-key");
    expect(sixth.content[0]?.text).toContain("reset at 00:00 UTC");
    await client.close();
  });

  it("keeps unmetered calls free after the allowance is spent", async () => {
    const client = await v2Client(server.url, "auto");
    for (let i = 0; i < 6; i++) await client.callTool("recommend_songs", range);
    expect((await client.callTool("get_vocal_profile", range)).isError ?? false).toBe(false);
    expect((await client.callTool("search_songs", { q: "love" })).isError ?? false).toBe(false);
    await client.close();
  });

  it("shows only the top 3 scored results and says so", async () => {
    const client = await v2Client(server.url, "auto");
    const result = (await client.callTool("recommend_songs", { ...range, limit: 10 }))
      .structuredContent as Record<string, unknown[]> & {
      notice: string;
    };
    for (const bucket of [
      "matches",
      "bestSafePicks",
      "easyWins",
      "popularCrowdPleasers",
      "groupFriendly",
      "riskyPicksToAvoid",
    ]) {
      expect(result[bucket]?.length ?? 0).toBeLessThanOrEqual(3);
    }
    expect(result.matches).toHaveLength(3);
    expect(result.notice).toContain("top 3");
    const search = (await client.callTool("search_songs", { q: "love", ...range, limit: 10 }))
      .structuredContent as { songs: unknown[]; count: number };
    expect(search.songs).toHaveLength(3);
    expect(search.count).toBe(3);
    await client.close();
  });

  it("lifts both limits with a key (X-API-Key or Authorization: Bearer)", async () => {
    const key = await sandboxKey(server);
    for (const headers of [{ "x-api-key": key }, { authorization: `Bearer ${key}` }]) {
      const client = await v2Client(server.url, "auto", headers);
      const result = (await client.callTool("recommend_songs", { ...range, limit: 10 }))
        .structuredContent as { matches: unknown[]; notice?: string };
      expect(result.matches).toHaveLength(10);
      expect(result.notice).toBeUndefined();
      await client.close();
    }
    const keyed = await v2Client(server.url, "auto", { "x-api-key": key });
    for (let i = 0; i < 6; i++)
      expect(
        (await keyed.callTool("check_song_fit", { slug: "yesterday-the-beatles", ...range })).isError ??
          false,
      ).toBe(false);
    await keyed.close();
  });

  it("answers a revoked, unknown or lapsed key with isError results, not an HTTP 401", async () => {
    const key = await sandboxKey(server);
    await server.service.deps.keys.setStatus(key.slice(0, 20), "lapsed");
    const lapsed = await v2Client(server.url, "auto", { "x-api-key": key });
    expect((await lapsed.listTools()).length).toBe(5);
    const result = await lapsed.callTool("get_vocal_profile", range);
    expect(result.isError).toBe(true);
    expect(result.content[0]?.text).toContain("lapsed");
    await lapsed.close();
    const unknown = await v2Client(server.url, "auto", { "x-api-key": "svc_sandbox_nonsense" });
    expect((await unknown.callTool("get_vocal_profile", range)).content[0]?.text).toContain(
      "Invalid API key",
    );
    await unknown.close();
  });
});
