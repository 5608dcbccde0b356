import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isWellFormedKey } from "../../../../src/keys/key-format.js";
import { startServer, type TestServer } from "../harness.js";

describe("POST /v1/sandbox-key", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: "127.0.0.1" } });
  });
  afterAll(() => server.stop());
  const from = (ip: string) => ({ "x-forwarded-for": ip });

  describe("happy path", () => {
    it("issues a sandbox key at once, with its prefix, mode and limits", async () => {
      const reply = await server.call("/v1/sandbox-key", {
        body: { email: "ann@example.com", name: "Ann" },
        headers: from("10.0.0.1"),
      });
      expect(reply.status).toBe(200);
      const body = reply.body as { apiKey: string; keyPrefix: string };
      expect(body).toMatchObject({ mode: "sandbox", rateLimitPerMinute: 30, monthlyQuota: 1000 });
      expect(body.apiKey).toMatch(/^svc_sandbox_[0-9A-Za-z]{49}$/);
      expect(isWellFormedKey(body.apiKey)).toBe(true);
      expect(body.apiKey.startsWith(body.keyPrefix)).toBe(true);
      expect(reply.headers.get("cache-control")).toBe("no-store");
    });

    it("issues a different key every time", async () => {
      const a = await server.call("/v1/sandbox-key", {
        body: { email: "a@example.com" },
        headers: from("10.0.0.2"),
      });
      const b = await server.call("/v1/sandbox-key", {
        body: { email: "a@example.com" },
        headers: from("10.0.0.2"),
      });
      expect((a.body as { apiKey: string }).apiKey).not.toBe((b.body as { apiKey: string }).apiKey);
    });
  });

  describe("errors", () => {
    it.each([
      [{}, "email"],
      [
        { email: "not-an-email" },
        'email: must be an email address such as you@example.com (received "not-an-email")',
      ],
      [{ email: 42 }, "email"],
    ])("refuses %j with 400 naming the field", async (body, message) => {
      const reply = await server.call("/v1/sandbox-key", { body, headers: from("10.0.0.3") });
      expect(reply.status).toBe(400);
      expect((reply.body as { error: string }).error).toContain(message);
    });

    it("refuses malformed JSON with 400 and a non-JSON body with 415", async () => {
      const malformed = await server.call("/v1/sandbox-key", {
        rawBody: '{"email":',
        headers: { "content-type": "application/json" },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ error: expect.stringMatching(/^Malformed JSON body/) });
      const text = await server.call("/v1/sandbox-key", {
        rawBody: "email=a@b.c",
        headers: { "content-type": "text/plain" },
      });
      expect(text.status).toBe(415);
      expect(text.body).toEqual({ error: expect.stringContaining("application/json") });
    });
  });

  describe("issuance limit: 5 keys per address per hour", () => {
    it("refuses the 6th key from one address with 429 and Retry-After; another address still gets one", async () => {
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (
            await server.call("/v1/sandbox-key", {
              body: { email: "b@example.com" },
              headers: from("10.9.9.9"),
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await server.call("/v1/sandbox-key", {
        body: { email: "b@example.com" },
        headers: from("10.9.9.9"),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
      expect(refused.body).toEqual({ error: expect.stringContaining("at most 5 per hour") });
      expect(
        (
          await server.call("/v1/sandbox-key", {
            body: { email: "b@example.com" },
            headers: from("10.9.9.10"),
          })
        ).status,
      ).toBe(200);
    });
  });
});

describe("POST /v1/sandbox-key without TRUST_PROXY", () => {
  it("ignores a forged X-Forwarded-For: the 6th key is refused whatever the header says", async () => {
    const server = await startServer();
    try {
      for (let i = 0; i < 5; i++) {
        const reply = await server.call("/v1/sandbox-key", {
          body: { email: "c@example.com" },
          headers: { "x-forwarded-for": `10.1.1.${i}` },
        });
        expect(reply.status).toBe(200);
      }
      const sixth = await server.call("/v1/sandbox-key", {
        body: { email: "c@example.com" },
        headers: { "x-forwarded-for": "10.2.2.2" },
      });
      expect(sixth.status).toBe(429);
    } finally {
      await server.stop();
    }
  });
});
