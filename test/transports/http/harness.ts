import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PlanTable } from "../../../src/keys/plans.js";
import { afterAll, beforeAll } from "vitest";
import type { KeyStore } from "../../../src/keys/key-store.js";
import { openService, type Service } from "../../../src/runtime/service.js";
import { readSettings, type Settings } from "../../../src/runtime/settings.js";
import { openKeyStore } from "../../../src/runtime/stores.js";
import { buildApp } from "../../../src/transports/http/app.js";
import type { ZodApp } from "../../../src/transports/http/app-deps.js";

export interface TestServer {
  url: string;
  settings: Settings;
  service: Service;
  /** Every log line the server wrote, as text. */
  logs: string[];
  stop(): Promise<void>;
  call(path: string, init?: CallInit): Promise<Reply>;
}

export interface CallInit {
  method?: string;
  key?: string;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface Reply {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), "singable-http-"));
}

/**
 * The shared-state test project (vitest.config.ts) sets these to run the same suites on
 * PostgreSQL and Redis; each data directory then gets its own schema and key prefix, so a
 * restarted server finds its state again and test runs never collide.
 */
export function backendEnv(dataDir: string): Record<string, string> {
  const database = process.env.SINGABLE_TEST_DATABASE_URL;
  const redis = process.env.SINGABLE_TEST_REDIS_URL;
  const run = process.env.SINGABLE_TEST_RUN_ID ?? "local";
  const id = createHash("sha256").update(dataDir).digest("hex").slice(0, 10);
  return {
    ...(database ? { DATABASE_URL: database, DATABASE_SCHEMA: `t_${run}_${id}` } : {}),
    ...(redis ? { REDIS_URL: redis, REDIS_KEY_PREFIX: `t:${run}:${id}:` } : {}),
  };
}

/** Settings of a test server, on the backend the test project selects. */
export function testSettings(env: Record<string, string> = {}): Settings {
  const dataDir = env.DATA_DIR ?? tempDataDir();
  return readSettings({ LOG_LEVEL: "info", ...backendEnv(dataDir), ...env, DATA_DIR: dataDir });
}

/** The key store a test server on `dataDir` uses (SQLite, or PostgreSQL in the shared-state project). */
export function openTestStore(dataDir: string): Promise<KeyStore> {
  return openKeyStore(testSettings({ DATA_DIR: dataDir }));
}

/**
 * A real server on a real port with a real store: what every HTTP test talks to.
 * `env` is read exactly like the process environment.
 */
export async function startServer(
  options: { env?: Record<string, string>; plans?: PlanTable } = {},
): Promise<TestServer> {
  const settings = testSettings(options.env);
  const service = await openService(settings, options.plans ? { plans: options.plans } : {});
  const logs: string[] = [];
  const app: ZodApp = await buildApp(service.deps, {
    logger: { level: settings.LOG_LEVEL, stream: { write: (line: string) => void logs.push(line) } },
    trustProxy: settings.TRUST_PROXY,
    publicBaseUrl: settings.PUBLIC_BASE_URL,
    mcpAllowedHosts: settings.MCP_ALLOWED_HOSTS,
    mcpAllowedOrigins: settings.MCP_ALLOWED_ORIGINS,
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    url,
    settings,
    service,
    logs,
    async stop() {
      await app.close();
      await service.close();
    },
    async call(path, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.key !== undefined) headers["x-api-key"] = init.key;
      let body: string | undefined = init.rawBody;
      if (body === undefined && init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers["content-type"] ??= "application/json";
      }
      const method = init.method ?? (body === undefined ? "GET" : "POST");
      const response = await fetch(`${url}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // HTML pages and empty bodies stay text.
      }
      return { status: response.status, headers: response.headers, body: parsed, text };
    },
  };
}

/** A fresh sandbox key from the server itself. */
export async function sandboxKey(server: TestServer, headers: Record<string, string> = {}): Promise<string> {
  const reply = await server.call("/v1/sandbox-key", { body: { email: "singer@example.com" }, headers });
  if (reply.status !== 200) throw new Error(`no key: ${reply.status} ${reply.text}`);
  return (reply.body as { apiKey: string }).apiKey;
}

export const profileQuery = (profile: unknown) => encodeURIComponent(JSON.stringify(profile));

/**
 * A server and a sandbox key for a whole describe block: started before its tests, stopped after.
 * Read `ctx.server` and `ctx.key` inside the tests.
 */
export function useKeyedServer(options: Parameters<typeof startServer>[0] = {}): {
  server: TestServer;
  key: string;
} {
  const ctx = {} as { server: TestServer; key: string };
  beforeAll(async () => {
    ctx.server = await startServer(options);
    ctx.key = await sandboxKey(ctx.server);
  });
  afterAll(() => ctx.server.stop());
  return ctx;
}
