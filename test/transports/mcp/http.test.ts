import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../http/harness.js";
import { v2Client } from "./clients.js";

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

describe("/mcp over HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { MCP_ALLOWED_ORIGINS: "app.example" } });
  });
  afterAll(() => server.stop());

  it("refuses a foreign Origin with 403 and accepts an allowed one", async () => {
    const foreign = await server.call("/mcp", {
      rawBody: "{}",
      headers: { ...JSON_HEADERS, origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const client = await v2Client(server.url, "auto", { origin: "https://app.example" });
    expect((await client.listTools()).length).toBe(5);
    await client.close();
  });

  it("refuses a foreign Host (DNS rebinding) with 403", async () => {
    // fetch() will not send a Host other than the URL's, so this one goes out through node:http.
    const { port } = new URL(server.url);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/mcp",
          method: "POST",
          headers: { ...JSON_HEADERS, host: "evil.example" },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode);
        },
      );
      req.on("error", reject);
      req.end("{}");
    });
    expect(status).toBe(403);
  });

  it.each(["GET", "DELETE"])("answers %s with 405", async (method) => {
    expect(
      (await server.call("/mcp", { method, headers: { accept: "application/json, text/event-stream" } }))
        .status,
    ).toBe(405);
  });

  it("refuses an unsupported MCP-Protocol-Version header with 400", async () => {
    const reply = await server.call("/mcp", {
      rawBody: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
      headers: { ...JSON_HEADERS, "mcp-protocol-version": "1999-01-01" },
    });
    expect(reply.status).toBe(400);
  });

  it("treats a request without MCP-Protocol-Version as the 2025-03-26 era and answers it", async () => {
    const reply = await server.call("/mcp", {
      rawBody: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/list" }),
      headers: JSON_HEADERS,
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('"get_vocal_profile"');
  });

  it("answers malformed JSON with a JSON-RPC parse error", async () => {
    const reply = await server.call("/mcp", { rawBody: '{"jsonrpc":', headers: JSON_HEADERS });
    expect(reply.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 } });
  });

  it("answers an unknown tool with a JSON-RPC error, and a bad argument with an isError result", async () => {
    const client = await v2Client(server.url, "auto");
    await expect(client.callTool("sing_for_me", {})).rejects.toThrow();
    const bad = await client.callTool("get_vocal_profile", { rangeLow: "H2", rangeHigh: "F4" });
    expect(bad.isError).toBe(true);
    expect(bad.content[0]?.text).toContain('rangeLow: "H2" is not a note');
    const inverted = await client.callTool("get_vocal_profile", { rangeLow: "F4", rangeHigh: "A2" });
    expect(inverted.content[0]?.text).toContain("rangeHigh: A2 must be above the lowest note F4");
    const unknownSong = await client.callTool("check_song_fit", {
      slug: "no-such-song",
      rangeLow: "A2",
      rangeHigh: "F4",
    });
    expect(unknownSong.isError).toBe(true);
    expect(unknownSong.content[0]?.text).toContain("search_songs");
    await client.close();
  });
});
