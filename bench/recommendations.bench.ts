/**
 * Times recommendations over the shipped catalog and over a synthetic 20x copy of it, for a few
 * voices. Reports figures only (no thresholds): compare the ratios within one run.
 *   npm run bench
 */

import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Catalog } from "../src/engine/catalog/catalog.js";
import { buildProfile } from "../src/engine/profile/profile.js";
import { recommend } from "../src/engine/recommend/recommend.js";
import { BUNDLED_CATALOG, loadCatalogFile } from "../src/runtime/catalog-file.js";

const VOICES = [
  { name: "baritone A2-F4", low: 45, high: 65 },
  { name: "soprano C4-C6", low: 60, high: 84 },
  { name: "narrow G3-D4", low: 55, high: 62 },
];
const WARMUP = 20;
const RUNS = 200;

function scaled(copies: number): Catalog {
  const { songs } = JSON.parse(readFileSync(BUNDLED_CATALOG, "utf8")) as {
    songs: Array<{ slug: string }>;
  };
  const rows = Array.from({ length: copies }, (_, copy) =>
    songs.map((row) => ({ ...row, slug: `${row.slug}-${copy}` })),
  ).flat();
  return Catalog.fromRows(rows, { publicBaseUrl: "http://localhost" });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number;
}

function time(catalog: Catalog, low: number, high: number) {
  const profile = buildProfile({ low, high });
  for (let i = 0; i < WARMUP; i++) recommend(catalog, profile, 12);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    recommend(catalog, profile, 12);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return {
    mean,
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    perSongNs: (mean * 1e6) / catalog.size,
  };
}

const loadStart = performance.now();
const shipped = loadCatalogFile(BUNDLED_CATALOG, "http://localhost");
const loadMs = performance.now() - loadStart;
const big = scaled(20);

console.log(
  `node ${process.version}; shipped catalog ${shipped.size} songs loaded in ${loadMs.toFixed(1)} ms; ${RUNS} runs per row, limit 12\n`,
);
console.log("| catalog | voice | mean ms | p50 ms | p95 ms | ns per song |");
console.log("|---|---|---|---|---|---|");
for (const [label, catalog] of [
  [`shipped (${shipped.size})`, shipped],
  [`20x synthetic (${big.size})`, big],
] as const) {
  for (const voice of VOICES) {
    const r = time(catalog, voice.low, voice.high);
    console.log(
      `| ${label} | ${voice.name} | ${r.mean.toFixed(2)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.perSongNs.toFixed(0)} |`,
    );
  }
}
