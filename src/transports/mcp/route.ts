import { Readable } from "node:stream";
import {
  type AuthInfo,
  createMcpHandler,
  hostHeaderValidationResponse,
  localhostAllowedHostnames,
  originValidationResponse,
} from "@modelcontextprotocol/server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type McpAccess, presentedKey, resolveAccess } from "./access.js";
import { buildMcpServer, type McpDeps } from "./mcp-server.js";

export interface McpRouteOptions {
  /** Host names /mcp answers to (DNS-rebinding protection). */
  allowedHosts: string[];
  /** Origin host names browsers may call /mcp from. */
  allowedOrigins: string[];
}

/** Where the caller's access rides from the route to the per-request server factory. */
const ACCESS_KEY = "singableAccess";

function accessOf(auth: AuthInfo | undefined): McpAccess {
  return (auth?.extra?.[ACCESS_KEY] as McpAccess | undefined) ?? { kind: "refused", message: "no access" };
}

/**
 * POST /mcp (GET and DELETE answered 405 by the SDK): Streamable HTTP, stateless, both protocol
 * eras from one factory. Fastify hands the raw body over untouched so the SDK answers malformed
 * JSON with a JSON-RPC parse error, and checks Content-Type itself.
 */
export async function mcpRoute(app: FastifyInstance, deps: McpDeps, options: McpRouteOptions): Promise<void> {
  const handler = createMcpHandler((ctx) => buildMcpServer(deps, accessOf(ctx.authInfo)), {
    legacy: "stateless",
    onerror: (err) => app.log.debug({ err }, "mcp request rejected"),
  });
  const hosts = [...localhostAllowedHostnames(), ...options.allowedHosts];
  const origins = [...localhostAllowedHostnames(), ...options.allowedOrigins];
  app.addHook("onClose", () => handler.close());

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));

    scope.route({
      method: ["GET", "POST", "DELETE"],
      url: "/mcp",
      schema: { hide: true },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const webRequest = toWebRequest(request);
        const refused =
          hostHeaderValidationResponse(webRequest, hosts) ?? originValidationResponse(webRequest, origins);
        if (refused) return sendWeb(reply, refused);
        const access = await resolveAccess(deps.keys, presentedKey(request.headers), request.ip);
        const authInfo: AuthInfo = {
          token: access.kind === "key" ? access.key.prefix : "",
          clientId: access.kind === "key" ? access.key.id : `free:${request.ip}`,
          scopes: [],
          extra: { [ACCESS_KEY]: access },
        };
        return sendWeb(reply, await handler.fetch(webRequest, { authInfo }));
      },
    });
  });
}

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const body = typeof request.body === "string" && request.method === "POST" ? request.body : undefined;
  return new Request(`http://${request.headers.host ?? "localhost"}${request.url}`, {
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
}

async function sendWeb(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "content-length") reply.header(name, value);
  });
  if (!response.body) return reply.send();
  if (response.headers.get("content-type")?.includes("text/event-stream")) {
    return reply.send(Readable.fromWeb(response.body));
  }
  return reply.send(Buffer.from(await response.arrayBuffer()));
}
