import { describe, expect, it } from "vitest";
import { profileQuery, useKeyedServer } from "../harness.js";

describe("GET /v1/songs/search", () => {
  const ctx = useKeyedServer();
  const get = (query: string) => ctx.server.call(`/v1/songs/search?${query}`, { key: ctx.key });

  describe("happy path", () => {
    it("finds songs by title and artist, best match first, with provenance and url", async () => {
      const reply = await get("q=yesterday%20beatles");
      expect(reply.status).toBe(200);
      const body = reply.body as { query: string; count: number; songs: Array<Record<string, unknown>> };
      expect(body.query).toBe("yesterday beatles");
      expect(body.songs[0]).toMatchObject({
        slug: "yesterday-the-beatles",
        rangeConfidence: "measured",
        rangeSource: "expert-transcription",
        url: "http://localhost:8080/songs/yesterday-the-beatles",
      });
      expect(body.count).toBe(body.songs.length);
    });

    it("finds Chinese songs by title and by pinyin", async () => {
      const byTitle = (await get(`q=${encodeURIComponent("东风破")}`)).body as {
        songs: Array<{ slug: string }>;
      };
      const byPinyin = (await get("q=dong%20feng%20po")).body as { songs: Array<{ slug: string }> };
      expect(byTitle.songs[0]?.slug).toBe("dong-feng-po-zhou-jie-lun");
      expect(byPinyin.songs[0]?.slug).toBe("dong-feng-po-zhou-jie-lun");
    });

    it("scores and ranks hits by fit when a profile is given", async () => {
      const reply = await get(`q=love&limit=10&profile=${profileQuery({ rangeLow: "A2", rangeHigh: "F4" })}`);
      expect(reply.status).toBe(200);
      const scores = (reply.body as { songs: Array<{ matchScore: number }> }).songs.map((s) => s.matchScore);
      expect(scores.length).toBe(10);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    it("answers an empty list, not an error, when nothing matches", async () => {
      expect((await get("q=zzzzqqqqxxxx")).body).toEqual({ query: "zzzzqqqqxxxx", count: 0, songs: [] });
    });
  });

  describe("errors", () => {
    it.each([
      ["", "q"],
      ["q=", "q: must not be empty"],
      ["q=love&limit=0", "limit"],
      ["q=love&limit=51", "limit"],
      ["q=love&limit=many", "limit"],
      ["q=love&profile=%7Bnot-json", "profile: is not valid JSON"],
      [`q=love&profile=${profileQuery({ rangeLow: "A2" })}`, "profile.rangeHigh: is required"],
    ])("refuses ?%s with 400 naming %s", async (query, message) => {
      const reply = await get(query);
      expect(reply.status).toBe(400);
      expect((reply.body as { error: string }).error).toContain(message);
    });
  });
});
