import { join } from "node:path";
import { CATALOG_FORMAT, Catalog } from "../engine/catalog/catalog.js";
import type { CatalogRow } from "../engine/catalog/song.js";
import { mergeDuplicates } from "./merge.js";
import { readPerformers } from "./performers.js";
import { songSlug } from "./slug.js";
import { readCocopops } from "./sources/cocopops.js";
import { readEditorial } from "./sources/editorial.js";
import { readOpenEwld } from "./sources/openewld.js";
import { readPop909 } from "./sources/pop909.js";
import type { Dropped, SourceRow } from "./types.js";

export interface BuildInputs {
  /** Folder holding cocopops/, pop909/ and openewld/ (the shared source data). */
  dataDir: string;
  /** Folder holding the editorial performers.csv and songs.csv. */
  editorialDir: string;
}

export interface BuildResult {
  rows: CatalogRow[];
  /** Rows read from each source before merging. */
  read: Record<SourceRow["source"], number>;
  /** Songs that came from more than one source. */
  merged: Array<{ slug: string; sources: string[] }>;
  dropped: Dropped[];
}

/** Byte order of code points: the same on every machine and Node version (unlike locale order). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Builds the catalog from all sources: deterministic, validated exactly as the service loads it. */
export function buildCatalog({ dataDir, editorialDir }: BuildInputs): BuildResult {
  const performers = readPerformers(join(editorialDir, "performers.csv"));
  const cocopops = readCocopops(join(dataDir, "cocopops", "vocal_ranges.csv"), performers);
  const pop909 = readPop909(join(dataDir, "pop909"), performers);
  const openewld = readOpenEwld(join(dataDir, "openewld"));
  const editorial = readEditorial(join(editorialDir, "songs.csv"));

  const merged = mergeDuplicates([...cocopops.rows, ...pop909.rows, ...openewld.rows, ...editorial]).sort(
    (a, b) =>
      byCodePoint(a.row.artist, b.row.artist) ||
      byCodePoint(a.row.title, b.row.title) ||
      byCodePoint(a.sources[0]?.sourceId ?? "", b.sources[0]?.sourceId ?? ""),
  );
  const taken = new Set<string>();
  const withSlugs = merged.map((m) => ({ ...m, slug: songSlug(m.row.title, m.row.artist, taken) }));
  const rows = withSlugs.map(({ slug, row }) => ({ slug, ...row }));
  Catalog.fromRows(rows, { publicBaseUrl: "http://localhost" });
  return {
    rows,
    read: {
      cocopops: cocopops.rows.length,
      pop909: pop909.rows.length,
      openewld: openewld.rows.length,
      editorial: editorial.length,
    },
    merged: withSlugs
      .filter((m) => m.sources.length > 1)
      .map((m) => ({ slug: m.slug, sources: m.sources.map((s) => `${s.source}:${s.sourceId}`) })),
    dropped: [...cocopops.dropped, ...pop909.dropped, ...openewld.dropped],
  };
}

/** One row per line: the file stays reviewable in diffs and byte-identical for the same inputs. */
export function serializeCatalog(rows: readonly CatalogRow[]): string {
  return `{"format":"${CATALOG_FORMAT}","songs":[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]}\n`;
}
