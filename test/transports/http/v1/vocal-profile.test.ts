import { describe, expect, it } from "vitest";
import { useKeyedServer } from "../harness.js";

describe("POST /v1/vocal-profile", () => {
  const ctx = useKeyedServer();
  const post = (body: unknown) => ctx.server.call("/v1/vocal-profile", { key: ctx.key, body });

  describe("happy path", () => {
    it("normalizes a typed range (names or MIDI numbers)", async () => {
      const reply = await post({ rangeLow: "A2", rangeHigh: "F4" });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        vocalId: "baritone-neutral-A2-F4",
        rangeLow: 45,
        rangeHigh: 65,
        voiceType: "baritone",
      });
      expect((await post({ rangeLow: 45, rangeHigh: "65" })).body).toEqual(reply.body);
    });

    it("normalizes a hum profile", async () => {
      const reply = await post({
        humProfile: {
          low: "G3",
          high: "D5",
          confidence: 0.9,
          pitchStability: 0.8,
          brightnessScore: 75,
          timbreLabel: "clear",
        },
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        toneLabel: "bright",
        confidenceTier: "high",
        humProfile: { timbreLabel: "clear" },
      });
    });

    it("accepts its own output unchanged", async () => {
      const first = (await post({ rangeLow: "C3", rangeHigh: "A4", voiceType: "tenor" })).body;
      const again = await post(first);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first);
    });
  });

  describe("errors", () => {
    it.each([
      [{}, "rangeLow: is required"],
      [{ rangeLow: "A2" }, "rangeHigh: is required"],
      [{ rangeLow: "A2", rangeHigh: "Z9" }, 'rangeHigh: "Z9" is not a note'],
      [{ rangeLow: "F4", rangeHigh: "A2" }, "rangeHigh: A2 must be above the lowest note F4"],
      [{ rangeLow: 60.5, rangeHigh: 70 }, "rangeLow: 60.5 is not a whole MIDI number"],
      [{ humProfile: { low: "A2", high: "F4", confidence: 3 } }, "humProfile.confidence"],
      [{ rangeLow: "A2", rangeHigh: "F4", voiceType: "countertenor" }, "voiceType"],
      [[1, 2], "body"],
    ])("refuses %j with 400: %s", async (body, message) => {
      const reply = await post(body);
      expect(reply.status).toBe(400);
      expect((reply.body as { error: string }).error).toContain(message);
    });

    it("refuses a body over 64 KB with 413", async () => {
      const reply = await post({ rangeLow: "A2", rangeHigh: "F4", padding: "x".repeat(70_000) });
      expect(reply.status).toBe(413);
      expect(reply.body).toEqual({ error: expect.stringContaining("64 KB") });
    });
  });
});
