import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as V1Transport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export type Mode = "auto" | "legacy" | "pinned";

export interface ToolCaller {
  protocolVersion: string | undefined;
  listTools(): Promise<
    Array<{ name: string; title?: string; annotations?: Record<string, unknown>; outputSchema?: unknown }>
  >;
  callTool(name: string, args: Record<string, unknown>): Promise<CallResult>;
  close(): Promise<void>;
}

export interface CallResult {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
}

/** The official v2 SDK client, in one of its three version-negotiation modes. */
export async function v2Client(
  url: string,
  mode: Mode,
  headers: Record<string, string> = {},
): Promise<ToolCaller> {
  const client = new Client(
    { name: "singable-test", version: "1.0.0" },
    {
      versionNegotiation: { mode: mode === "pinned" ? { pin: "2026-07-28" } : mode },
    },
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers } });
  await client.connect(transport);
  return {
    protocolVersion: transport.protocolVersion,
    listTools: async () => (await client.listTools()).tools as Awaited<ReturnType<ToolCaller["listTools"]>>,
    callTool: async (name, args) => (await client.callTool({ name, arguments: args })) as CallResult,
    close: () => client.close(),
  };
}

/** The v1 SDK client (npm `latest` of @modelcontextprotocol/sdk), which speaks up to 2025-11-25. */
export async function v1Client(url: string, headers: Record<string, string> = {}): Promise<ToolCaller> {
  const client = new V1Client({ name: "singable-test-v1", version: "1.0.0" });
  const transport = new V1Transport(new URL(`${url}/mcp`), { requestInit: { headers } });
  await client.connect(transport);
  return {
    protocolVersion: transport.protocolVersion,
    listTools: async () => (await client.listTools()).tools as Awaited<ReturnType<ToolCaller["listTools"]>>,
    callTool: async (name, args) => (await client.callTool({ name, arguments: args })) as CallResult,
    close: () => client.close(),
  };
}

/** One valid call per tool, in tools/list order. */
export const TOOL_CALLS: Array<[string, Record<string, unknown>]> = [
  ["get_vocal_profile", { rangeLow: "A2", rangeHigh: "F4" }],
  ["recommend_songs", { rangeLow: "A2", rangeHigh: "F4", limit: 5 }],
  ["search_songs", { q: "yesterday" }],
  ["check_song_fit", { slug: "yesterday-the-beatles", rangeLow: "A2", rangeHigh: "F4" }],
  [
    "group_song_fit",
    {
      profiles: [
        { id: "bo", rangeLow: "A2", rangeHigh: "F4" },
        { id: "sue", rangeLow: "C4", rangeHigh: "A5" },
      ],
    },
  ],
];
