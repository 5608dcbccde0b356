import { connect } from "node:net";
import { defineConfig, type ViteUserConfig } from "vitest/config";

/**
 * Two projects: "embedded" runs every test on SQLite and in-memory limits; "shared-state" runs
 * the REST and MCP contract suites again, plus the multi-instance tests, on real PostgreSQL and
 * Redis. Without them the second project is skipped with the reason printed, unless
 * REQUIRE_SHARED_STATE=1 (as in CI), where their absence fails the run.
 */
const DATABASE_URL = process.env.SINGABLE_TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.SINGABLE_TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export default defineConfig(async () => {
  const [pg, redis] = await Promise.all([reachable(DATABASE_URL), reachable(REDIS_URL)]);
  const missing = [!pg && `PostgreSQL (${DATABASE_URL})`, !redis && `Redis (${REDIS_URL})`].filter(Boolean);
  if (missing.length > 0) {
    const message = `shared-state suite (PostgreSQL + Redis): ${missing.join(" and ")} not reachable`;
    if (process.env.REQUIRE_SHARED_STATE === "1")
      throw new Error(`${message}; REQUIRE_SHARED_STATE=1 makes that an error`);
    console.warn(`skipping the ${message}`);
  }
  // The config may be evaluated more than once per run: keep the first id.
  const runId =
    process.env.SINGABLE_TEST_RUN_ID ??
    `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  // Read by the shared-state global teardown, which runs in this process.
  process.env.SINGABLE_TEST_RUN_ID = runId;
  // (Not SINGABLE_TEST_*: those would switch the embedded project's workers to the shared backend.)
  process.env.SINGABLE_TEARDOWN_DATABASE_URL = DATABASE_URL;
  process.env.SINGABLE_TEARDOWN_REDIS_URL = REDIS_URL;
  const config: ViteUserConfig = {
    test: {
      // Two cores on CI machines: keep the pool small so end-to-end tests are not starved.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      projects: [
        {
          extends: true as const,
          test: { name: "embedded", include: ["test/**/*.test.ts"], exclude: ["test/shared-state/**"] },
        },
        ...(missing.length > 0
          ? []
          : [
              {
                extends: true as const,
                test: {
                  name: "shared-state",
                  include: [
                    "test/transports/http/**/*.test.ts",
                    "test/transports/mcp/**/*.test.ts",
                    "test/shared-state/**/*.test.ts",
                  ],
                  exclude: ["test/transports/mcp/official-tools.test.ts"],
                  env: {
                    SINGABLE_TEST_DATABASE_URL: DATABASE_URL,
                    SINGABLE_TEST_REDIS_URL: REDIS_URL,
                    SINGABLE_TEST_RUN_ID: runId,
                  },
                  globalSetup: ["test/shared-state/global-setup.ts"],
                },
              },
            ]),
      ],
    },
  };
  return config;
});
