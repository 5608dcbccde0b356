import { McpServer } from "@modelcontextprotocol/server";
import { SongNotFoundError } from "../../engine/catalog/catalog.js";
import { InputError } from "../../engine/errors.js";
import { DependencyUnavailableError } from "../../runtime/unavailable.js";
import type { WindowLimiter } from "../../limits/window-limiter.js";
import type { AppDeps } from "../http/app-deps.js";
import type { McpAccess } from "./access.js";
import { FREE_TIER, meter } from "./metering.js";
import { TOOLS } from "./tools/index.js";
import type { McpTool } from "./tools/tool.js";

export interface McpDeps extends AppDeps {
  freeTier: WindowLimiter;
  publicBaseUrl: string;
}

const ANNOTATIONS = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;

type ToolResult = {
  content: Array<{ type: "text"; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

const failure = (message: string): ToolResult => ({
  content: [{ type: "text", text: message }],
  isError: true,
});

function freeTierNotice(publicBaseUrl: string): string {
  return `Free tier: only the top ${FREE_TIER.topResults} results are shown. Send an API key (free: POST ${publicBaseUrl}/v1/sandbox-key) as X-API-Key to see all.`;
}

/** Runs one tool call: metering, the engine, and errors turned into results an agent can act on. */
async function callTool(tool: McpTool, args: unknown, deps: McpDeps, access: McpAccess): Promise<ToolResult> {
  const parsed = args as Parameters<McpTool["run"]>[0];
  let metering: Awaited<ReturnType<typeof meter>>;
  try {
    metering = await meter(access, tool.scored(parsed), deps.limits, deps.freeTier, deps.publicBaseUrl);
  } catch (err) {
    if (err instanceof DependencyUnavailableError)
      return failure(
        "Singable is temporarily unavailable (a store is not answering); retry in a few seconds.",
      );
    throw err;
  }
  if (!metering.allowed) return failure(metering.message);
  let body: Record<string, unknown>;
  try {
    body = tool.run(parsed, deps);
  } catch (err) {
    if (err instanceof SongNotFoundError)
      return failure(`${err.message} (use search_songs to find the slug)`);
    if (err instanceof InputError) return failure(err.message);
    throw err;
  }
  if (access.kind === "free" && tool.truncate) {
    body = { ...tool.truncate(body, FREE_TIER.topResults), notice: freeTierNotice(deps.publicBaseUrl) };
  }
  return { content: [{ type: "text", text: JSON.stringify(body) }], structuredContent: body };
}

/** A fresh server for one request (stateless): the five tools, bound to this caller's access. */
export function buildMcpServer(deps: McpDeps, access: McpAccess): McpServer {
  const server = new McpServer(
    { name: "singable", title: "Singable", version: "1.0.0" },
    {
      // The tool list is fixed for the life of the service: nothing to notify.
      capabilities: { tools: { listChanged: false } },
      instructions:
        "Singable matches singers to songs by vocal range. Start with the singer's lowest and highest comfortable notes. Use search_songs to find a song's slug, check_song_fit to judge one song, recommend_songs for a ranked list, group_song_fit for several singers. Keep rangeConfidence, rangeSource and url when relaying results.",
    },
  );
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        annotations: ANNOTATIONS,
      },
      (args: unknown) => callTool(tool, args, deps, access),
    );
  }
  return server;
}
