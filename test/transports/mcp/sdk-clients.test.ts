import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxKey, startServer, type TestServer } from "../http/harness.js";
import { TOOL_CALLS, type ToolCaller, v1Client, v2Client } from "./clients.js";

const TOOL_NAMES = TOOL_CALLS.map(([name]) => name);

let server: TestServer;
let key: string;
beforeAll(async () => {
  server = await startServer();
  key = await sandboxKey(server);
});
afterAll(() => server.stop());

const clients: Array<[string, () => Promise<ToolCaller>, string]> = [
  [
    "v2 client, negotiated automatically",
    () => v2Client(server.url, "auto", { "x-api-key": key }),
    "2026-07-28",
  ],
  ["v2 client, legacy", () => v2Client(server.url, "legacy", { "x-api-key": key }), "2025-11-25"],
  [
    "v2 client, pinned to 2026-07-28",
    () => v2Client(server.url, "pinned", { "x-api-key": key }),
    "2026-07-28",
  ],
  ["v1 client", () => v1Client(server.url, { "x-api-key": key }), "2025-11-25"],
];

describe.each(clients)("%s", (_, connect, version) => {
  let client: ToolCaller;
  beforeAll(async () => {
    client = await connect();
  });
  afterAll(() => client.close());

  it(`speaks ${version}`, () => {
    expect(client.protocolVersion).toBe(version);
  });

  it("lists the five tools in a fixed order, read-only, each with a title and an output schema", async () => {
    const tools = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.outputSchema).toBeTruthy();
      expect(tool.annotations).toMatchObject({
        readOnlyHint: true,
        idempotentHint: true,
        openWorldHint: false,
      });
    }
  });

  it.each(TOOL_CALLS)("calls %s and gets structured content plus the same as text", async (name, args) => {
    const result = await client.callTool(name, args);
    expect(result.isError ?? false).toBe(false);
    expect(result.structuredContent).toBeDefined();
    expect(result.content).toHaveLength(1);
    expect(JSON.parse(result.content[0]?.text ?? "")).toEqual(result.structuredContent);
  });
});
