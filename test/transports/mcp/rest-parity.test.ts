import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileQuery, sandboxKey, startServer, type TestServer } from "../http/harness.js";
import { type ToolCaller, v2Client } from "./clients.js";

const SCORE_FIELDS = ["matchScore", "vocalFitScore", "tessituraScore", "voiceTypeFitScore"] as const;
type Scored = Record<(typeof SCORE_FIELDS)[number], number> & { slug: string };
const scores = (songs: Scored[]) => songs.map((s) => [s.slug, ...SCORE_FIELDS.map((f) => s[f])]);

describe("MCP and REST give identical scores", () => {
  let server: TestServer;
  let key: string;
  let mcp: ToolCaller;
  beforeAll(async () => {
    server = await startServer();
    key = await sandboxKey(server);
    mcp = await v2Client(server.url, "auto", { "x-api-key": key });
  });
  afterAll(async () => {
    await mcp.close();
    await server.stop();
  });
  const rest = async (path: string, body?: unknown) =>
    (await server.call(path, { key, ...(body === undefined ? {} : { body }) })).body;

  it.each([
    ["A2", "F4"],
    ["C4", "A5"],
    ["E2", "E4"],
  ])("check_song_fit = GET fit, for %s-%s", async (rangeLow, rangeHigh) => {
    const viaMcp = (
      await mcp.callTool("check_song_fit", { slug: "yesterday-the-beatles", rangeLow, rangeHigh })
    ).structuredContent;
    const viaRest = await rest(
      `/v1/songs/yesterday-the-beatles/fit?profile=${profileQuery({ rangeLow, rangeHigh })}`,
    );
    expect(viaMcp).toEqual(viaRest);
  });

  it("recommend_songs = POST recommendations, in every list", async () => {
    const viaMcp = (await mcp.callTool("recommend_songs", { rangeLow: "G3", rangeHigh: "D5", limit: 8 }))
      .structuredContent as Record<string, Scored[]>;
    const viaRest = (await rest("/v1/recommendations", {
      rangeLow: "G3",
      rangeHigh: "D5",
      limit: 8,
    })) as Record<string, Scored[]>;
    for (const list of [
      "matches",
      "bestSafePicks",
      "easyWins",
      "popularCrowdPleasers",
      "groupFriendly",
      "riskyPicksToAvoid",
    ]) {
      expect(scores(viaMcp[list] ?? []), list).toEqual(scores(viaRest[list] ?? []));
    }
  });

  it("search_songs with a range = GET search with a profile", async () => {
    const viaMcp = (
      await mcp.callTool("search_songs", { q: "love", rangeLow: "A2", rangeHigh: "F4", limit: 10 })
    ).structuredContent as { songs: Scored[] };
    const viaRest = (await rest(
      `/v1/songs/search?q=love&limit=10&profile=${profileQuery({ rangeLow: "A2", rangeHigh: "F4" })}`,
    )) as { songs: Scored[] };
    expect(scores(viaMcp.songs)).toEqual(scores(viaRest.songs));
  });

  it("group_song_fit = POST group-fit", async () => {
    const profiles = [
      { id: "bo", rangeLow: "A2", rangeHigh: "F4" },
      { id: "ty", rangeLow: "C3", rangeHigh: "A4" },
    ];
    const viaMcp = (await mcp.callTool("group_song_fit", { profiles })).structuredContent;
    const viaRest = await rest("/v1/group-fit", { profiles });
    expect(viaMcp).toEqual(viaRest);
  });
});
