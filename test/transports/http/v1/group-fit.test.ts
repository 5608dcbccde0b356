import { describe, expect, it } from "vitest";
import { useKeyedServer } from "../harness.js";

describe("POST /v1/group-fit", () => {
  const ctx = useKeyedServer();
  const post = (body: unknown) => ctx.server.call("/v1/group-fit", { key: ctx.key, body });

  describe("happy path", () => {
    it("finds the shared range and songs that fit, naming members", async () => {
      const reply = await post({
        profiles: [
          { id: "bo", rangeLow: "A2", rangeHigh: "F4" },
          { id: "ty", rangeLow: "C3", rangeHigh: "A4" },
        ],
      });
      expect(reply.status).toBe(200);
      const body = reply.body as {
        sharedRange: unknown;
        songs: Array<{ fitsMemberIds: string[]; fitLabel: string }>;
      };
      expect(body.sharedRange).toEqual({ low: 48, high: 65, lowNote: "C3", highNote: "F4" });
      expect(body.songs[0]).toMatchObject({ fitLabel: "fits-everyone", fitsMemberIds: ["bo", "ty"] });
    });

    it("answers sharedRange null when ranges do not overlap, with generated ids", async () => {
      const reply = await post({
        profiles: [
          { rangeLow: "E2", rangeHigh: "G3" },
          { rangeLow: "C5", rangeHigh: "C6" },
        ],
      });
      expect(reply.status).toBe(200);
      expect((reply.body as { sharedRange: unknown }).sharedRange).toBeNull();
    });

    it("accepts VocalProfile objects plus id as members", async () => {
      const profile = (
        await ctx.server.call("/v1/vocal-profile", {
          key: ctx.key,
          body: { rangeLow: "A2", rangeHigh: "F4" },
        })
      ).body as object;
      const reply = await post({
        profiles: [
          { ...profile, id: "bo" },
          { id: "sue", rangeLow: "C4", rangeHigh: "A5" },
        ],
      });
      expect(reply.status).toBe(200);
      expect((reply.body as { octavePlan: unknown }).octavePlan).not.toBeNull();
    });
  });

  describe("errors", () => {
    const one = { rangeLow: "A2", rangeHigh: "F4" };
    it.each([
      [{}, "profiles"],
      [{ profiles: [one] }, "profiles: needs at least 2 singers"],
      [{ profiles: Array.from({ length: 21 }, () => one) }, "profiles: allows at most 20 singers"],
      [{ profiles: [one, { rangeLow: "A2", rangeHigh: "X" }] }, "profiles.1.rangeHigh"],
      [{ profiles: [one, { rangeLow: "F4", rangeHigh: "A2" }] }, "profiles.1.rangeHigh: A2 must be above"],
      [
        {
          profiles: [
            { ...one, id: "a" },
            { ...one, id: "a" },
          ],
        },
        "profiles.1.id",
      ],
    ])("refuses %j with 400 naming %s", async (body, message) => {
      const reply = await post(body);
      expect(reply.status).toBe(400);
      expect((reply.body as { error: string }).error).toContain(message);
    });
  });
});
