/**
 * Throughput of the REST API on this machine: one in-process server on 127.0.0.1 (embedded SQLite
 * store, in-memory windows), a fixed number of concurrent clients, a fixed duration per endpoint.
 * Reports figures only. The key's plan is raised so that limits do not cut the run short.
 *   npm run bench:rest
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { PLANS } from "../src/keys/plans.js";
import { openService } from "../src/runtime/service.js";
import { readSettings } from "../src/runtime/settings.js";
import { buildApp } from "../src/transports/http/app.js";

const CONCURRENCY = 8;
const SECONDS = 5;
const profile = encodeURIComponent(JSON.stringify({ rangeLow: "A2", rangeHigh: "F4" }));

const settings = readSettings({
  DATA_DIR: mkdtempSync(join(tmpdir(), "singable-bench-")),
  LOG_LEVEL: "silent",
});
const service = await openService(settings, {
  plans: { ...PLANS, bench: { perMinute: 1e9, perMonth: 1e9 } },
});
const app = await buildApp(service.deps, { logger: false, publicBaseUrl: settings.PUBLIC_BASE_URL });
const url = await app.listen({ port: 0, host: "127.0.0.1" });
const { plaintext: key } = await service.deps.keys.issue("live", {
  plan: "bench",
  email: "bench@example.com",
});

const endpoints: Array<[string, string, unknown?]> = [
  ["GET /healthz (framework floor)", "/healthz"],
  ["POST /v1/vocal-profile", "/v1/vocal-profile", { rangeLow: "A2", rangeHigh: "F4" }],
  ["GET /v1/songs/{slug}/fit", `/v1/songs/yesterday-the-beatles/fit?profile=${profile}`],
  ["GET /v1/songs/search (scored)", `/v1/songs/search?q=love&profile=${profile}`],
  ["POST /v1/recommendations (limit 12)", "/v1/recommendations", { rangeLow: "A2", rangeHigh: "F4" }],
  [
    "POST /v1/group-fit (3 singers)",
    "/v1/group-fit",
    {
      profiles: [
        { rangeLow: "A2", rangeHigh: "F4" },
        { rangeLow: "C3", rangeHigh: "A4" },
        { rangeLow: "C4", rangeHigh: "A5" },
      ],
    },
  ],
];

async function load(path: string, body: unknown) {
  const init: RequestInit = body
    ? {
        method: "POST",
        headers: { "x-api-key": key, "content-type": "application/json" },
        body: JSON.stringify(body),
      }
    : { headers: { "x-api-key": key } };
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const response = await fetch(`${url}${path}`, init);
        await response.arrayBuffer();
        if (response.status !== 200) failures++;
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] as number).toFixed(1);
  return { rps: Math.round(latencies.length / SECONDS), p50: at(0.5), p99: at(0.99), failures };
}

console.log(
  `node ${process.version}; ${CONCURRENCY} concurrent clients, ${SECONDS} s per endpoint, server and clients in one process\n`,
);
console.log("| endpoint | requests/s | p50 ms | p99 ms | non-200 |");
console.log("|---|---|---|---|---|");
for (const [name, path, body] of endpoints) {
  const r = await load(path, body);
  console.log(`| ${name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failures} |`);
}
await app.close();
await service.close();
