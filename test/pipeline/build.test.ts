import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { buildCatalog, serializeCatalog } from "../../src/pipeline/build-catalog.js";
import { ingestMidi, ingestMusicXml } from "../../src/pipeline/ingest/ingest.js";
import { BUNDLED_CATALOG, DEFAULT_SOURCE_DATA, EDITORIAL_DIR } from "../../src/runtime/paths.js";

/** These read ../shared/data, which lies beside a checkout in CI but not in every clone. */
const haveSources = existsSync(join(DEFAULT_SOURCE_DATA, "cocopops"));
if (!haveSources) console.warn(`skipping catalog build tests: no source data at ${DEFAULT_SOURCE_DATA}`);

describe.skipIf(!haveSources)("catalog build from the source data", () => {
  it("reproduces the shipped catalog byte for byte", () => {
    const result = buildCatalog({ dataDir: DEFAULT_SOURCE_DATA, editorialDir: EDITORIAL_DIR });
    expect(serializeCatalog(result.rows) === readFileSync(BUNDLED_CATALOG, "utf8")).toBe(true);
    expect(result.read.editorial).toBeGreaterThanOrEqual(600);
  }, 60_000);

  it.each([
    [
      "pop909",
      (path: string) => ingestMidi(readFileSync(path), "MELODY"),
      (id: string) => join(DEFAULT_SOURCE_DATA, "pop909", "POP909", id, `${id}.mid`),
    ],
    [
      "openewld",
      (path: string) => ingestMusicXml(readFileSync(path)),
      (id: string) => join(DEFAULT_SOURCE_DATA, "openewld", id),
    ],
  ] as const)(
    "agrees with the statistics published beside %s (every 10th file)",
    (source, ingest, pathOf) => {
      const published: Array<Record<string, string>> = parse(
        readFileSync(join(DEFAULT_SOURCE_DATA, source, "melody_stats.csv")),
        {
          columns: true,
        },
      );
      const sample = published.filter((_, i) => i % 10 === 0);
      for (const row of sample) {
        const { stats } = ingest(pathOf(row.source_id as string));
        const mine = [stats.lowest, stats.highest, stats.p05, stats.p25, stats.median, stats.p75, stats.p95];
        const theirs = [
          "lowest_midi",
          "highest_midi",
          "p05_midi",
          "p25_midi",
          "median_midi",
          "p75_midi",
          "p95_midi",
        ].map((k) => Number(row[k]));
        expect(mine, row.source_id).toEqual(theirs);
      }
    },
    60_000,
  );
});
