import { describe, expect, it } from "vitest";
import { profileQuery, useKeyedServer } from "../harness.js";

describe("GET /v1/songs/{slug}/fit", () => {
  const ctx = useKeyedServer();
  const fit = (slug: string, profile?: unknown) =>
    ctx.server.call(
      `/v1/songs/${slug}/fit${profile === undefined ? "" : `?profile=${profileQuery(profile)}`}`,
      { key: ctx.key },
    );

  describe("happy path", () => {
    it("scores one song with every SongFit field", async () => {
      const reply = await fit("yesterday-the-beatles", { rangeLow: "A2", rangeHigh: "F4" });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        slug: "yesterday-the-beatles",
        title: "Yesterday",
        artist: "The Beatles",
        matchScore: expect.any(Number),
        vocalFitScore: expect.any(Number),
        tessituraScore: expect.any(Number),
        voiceTypeFitScore: expect.any(Number),
        whyItFits: expect.any(String),
        reason: expect.any(String),
        riskWarning: expect.any(String),
        suggestedKey: expect.any(String),
        fitDetails: { rangeFitLabel: "fits", priorityTier: 1 },
      });
    });

    it("accepts a VocalProfile from /v1/vocal-profile unchanged, and a hum profile, with the same scores", async () => {
      const profile = (
        await ctx.server.call("/v1/vocal-profile", {
          key: ctx.key,
          body: { rangeLow: "A2", rangeHigh: "F4" },
        })
      ).body;
      const viaProfile = await fit("yesterday-the-beatles", profile);
      const viaHum = await fit("yesterday-the-beatles", { humProfile: { low: "A2", high: "F4" } });
      const viaRange = await fit("yesterday-the-beatles", { rangeLow: "A2", rangeHigh: "F4" });
      expect(viaProfile.body).toEqual(viaRange.body);
      expect((viaHum.body as { matchScore: number }).matchScore).toBe(
        (viaRange.body as { matchScore: number }).matchScore,
      );
    });
  });

  describe("errors", () => {
    it("answers 404 for an unknown slug", async () => {
      const reply = await fit("no-such-song", { rangeLow: "A2", rangeHigh: "F4" });
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: expect.stringContaining('No song with slug "no-such-song"') });
    });

    it.each([
      [undefined, "profile"],
      [{ rangeLow: "A2", rangeHigh: "nope" }, "profile.rangeHigh"],
      [{}, "profile.rangeLow: is required"],
    ])("refuses profile %j with 400 naming %s", async (profile, message) => {
      const reply = await fit("yesterday-the-beatles", profile);
      expect(reply.status).toBe(400);
      expect((reply.body as { error: string }).error).toContain(message);
    });
  });
});
