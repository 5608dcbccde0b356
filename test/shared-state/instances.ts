import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { BIN } from "../transports/cli/run-cli.js";
import { backendEnv, tempDataDir } from "../transports/http/harness.js";

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface Instance {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** The shared backend of one test: a schema and a key prefix of its own. */
export function sharedBackend(): Record<string, string> {
  return backendEnv(tempDataDir());
}

/** `singable serve` as its own process, as a deployment runs it. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [BIN, "serve"], {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      PUBLIC_BASE_URL: "",
      DATA_DIR: tempDataDir(),
      PORT: String(port),
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/healthz`)).ok, 15_000, `instance on ${port}: ${stderr}`);
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A throwaway redis-server on a spare port, so a test can stop and restart it. */
export async function startRedis(
  port?: number,
): Promise<{ url: string; port: number; stop(): Promise<void> }> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const { Redis } = await import("ioredis");
  await waitFor(
    async () => {
      const probe = new Redis({
        port: chosen,
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
      });
      probe.on("error", () => {});
      try {
        await probe.connect();
        return (await probe.ping()) === "PONG";
      } finally {
        probe.disconnect();
      }
    },
    10_000,
    "redis-server",
  );
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

export { waitFor };
