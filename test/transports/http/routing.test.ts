import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxKey, startServer, type TestServer } from "./harness.js";

describe("routing and operations endpoints", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.stop());

  it("answers unknown routes with a JSON 404", async () => {
    const reply = await server.call("/v2/nothing");
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({
      error: "No endpoint GET /v2/nothing; the API is described at GET /v1/openapi.json.",
    });
  });

  it.each([
    ["DELETE", "/v1/vocal-profile", "POST"],
    ["GET", "/v1/group-fit", "POST"],
    ["POST", "/v1/songs/search", "GET"],
    ["PUT", "/v1/songs/abc/fit", "GET"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const reply = await server.call(path, { method });
    expect(reply.status).toBe(405);
    expect(reply.headers.get("allow")).toBe(allow);
    expect(reply.body).toEqual({ error: expect.stringContaining(`use ${allow}`) });
  });

  it("reports liveness and readiness", async () => {
    expect((await server.call("/healthz")).body).toEqual({ status: "ok" });
    expect((await server.call("/readyz")).body).toEqual({
      status: "ok",
      checks: { store: "ok", limiter: "ok", catalog: "ok" },
    });
  });

  it("serves a song page at every song url, with its range and provenance in words", async () => {
    const reply = await server.call("/songs/yesterday-the-beatles");
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toContain("text/html");
    expect(reply.text).toContain("<h1>Yesterday</h1>");
    expect(reply.text).toContain("D3–F4");
    expect(reply.text).toContain("expert transcription of the lead vocal");
    expect(reply.text).toContain("Measured");
  });

  it("escapes song text in pages and answers unknown songs with 404", async () => {
    expect((await server.call("/songs/no-such-song")).status).toBe(404);
    const page = await server.call("/songs/dont-stop-me-now-queen");
    expect(page.text).toContain("Don&#39;t Stop Me Now");
  });
});

// A closed embedded store is a bug (500); a shared store going away is covered by test/shared-state (503).
describe.skipIf(process.env.SINGABLE_TEST_DATABASE_URL)("when the embedded store is gone", () => {
  it("reports 503 on /readyz naming the failing dependency, and a bare 500 that leaks nothing on calls", async () => {
    const server = await startServer();
    const key = await sandboxKey(server);
    await server.service.deps.store.close();
    const ready = await server.call("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({
      status: "unavailable",
      checks: { store: expect.stringMatching(/^failing/) },
    });
    const call = await server.call("/v1/vocal-profile", { key, body: { rangeLow: "A2", rangeHigh: "F4" } });
    expect(call.status).toBe(500);
    expect(call.body).toEqual({
      error: "Internal error: the request failed on our side; retry, and report it if it persists.",
    });
    await server.stop().catch(() => undefined);
  });
});
