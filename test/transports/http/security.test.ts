import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeyService } from "../../../src/keys/key-service.js";
import { KEYED_ENDPOINTS } from "./endpoints.js";
import { sandboxKey, startServer, type TestServer } from "./harness.js";

/** The same security cases against every keyed endpoint: no key, bad key, revoked, lapsed. */
describe.each(KEYED_ENDPOINTS)("security of $name", (endpoint) => {
  let server: TestServer;
  let keys: KeyService;
  beforeAll(async () => {
    server = await startServer();
    keys = server.service.deps.keys;
  });
  afterAll(() => server.stop());

  const call = (key?: string) =>
    server.call(endpoint.path, {
      ...("body" in endpoint ? { body: endpoint.body } : {}),
      ...(key !== undefined ? { key } : {}),
    });

  it("answers 200 with a valid key", async () => {
    expect((await call(await sandboxKey(server))).status).toBe(200);
  });

  it("refuses a missing key with 401 and says how to get one", async () => {
    const reply = await call();
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: expect.stringContaining("POST /v1/sandbox-key") });
  });

  it.each([
    ["garbage", "hello"],
    [
      "a well-formed key with a wrong checksum",
      "svc_sandbox_0000000000000000000000000000000000000000000000000",
    ],
  ])("refuses %s with 401", async (_, key) => {
    const reply = await call(key);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: expect.stringMatching(/^Invalid API key/) });
  });

  it("refuses a well-formed key it never issued with 401", async () => {
    const other = await new KeyService({
      insert: async () => {},
    } as never).issue("sandbox", { plan: "sandbox", email: "x@example.com" });
    expect((await call(other.plaintext)).status).toBe(401);
  });

  it("refuses a revoked key with 401", async () => {
    const key = await sandboxKey(server);
    await keys.setStatus(key.slice(0, 20), "revoked");
    const reply = await call(key);
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: expect.stringContaining("revoked") });
  });

  it("refuses a lapsed subscription with 402, and serves again once reactivated", async () => {
    const key = await sandboxKey(server);
    await keys.setStatus(key.slice(0, 20), "lapsed");
    const lapsed = await call(key);
    expect(lapsed.status).toBe(402);
    expect(lapsed.body).toEqual({ error: expect.stringContaining("lapsed") });
    await keys.setStatus(key.slice(0, 20), "active");
    expect((await call(key)).status).toBe(200);
  });
});
