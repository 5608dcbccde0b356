import { writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOG_FORMAT, Catalog } from "../engine/catalog/catalog.js";
import type { CatalogRow } from "../engine/catalog/song.js";
import { songSlug } from "./slug.js";
import { readCocopops } from "./sources/cocopops.js";

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** One row per line: the file stays reviewable in diffs and byte-identical for the same inputs. */
function serialize(rows: CatalogRow[]): string {
  return `{"format":"${CATALOG_FORMAT}","songs":[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]}\n`;
}

export function buildCatalog(dataDir: string): {
  rows: CatalogRow[];
  dropped: ReturnType<typeof readCocopops>["dropped"];
} {
  const cocopops = readCocopops(join(dataDir, "cocopops", "vocal_ranges.csv"));
  const ordered = [...cocopops.rows].sort(
    (a, b) =>
      a.row.artist.localeCompare(b.row.artist, "en") ||
      a.row.title.localeCompare(b.row.title, "en") ||
      a.sourceId.localeCompare(b.sourceId),
  );
  const taken = new Set<string>();
  const rows = ordered.map(({ row }) => ({ slug: songSlug(row.title, row.artist, taken), ...row }));
  // Validate exactly as the service will load it.
  Catalog.fromRows(rows, { publicBaseUrl: "http://localhost" });
  return { rows, dropped: cocopops.dropped };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = resolve(process.argv[2] ?? join(projectRoot, "../shared/data"));
  const out = join(projectRoot, "data", "catalog.json");
  const { rows, dropped } = buildCatalog(dataDir);
  writeFileSync(out, serialize(rows));
  console.log(`wrote ${rows.length} songs to ${out}; dropped ${dropped.length}:`);
  for (const d of dropped) console.log(`  ${d.source} ${d.id}: ${d.reason}`);
}
