import type { CatalogRow, RangeConfidence } from "../engine/catalog/song.js";
import { identityKey } from "./slug.js";
import type { SourceRow } from "./types.js";

const CONFIDENCE_RANK: Record<RangeConfidence, number> = {
  verified: 0,
  measured: 1,
  derived: 2,
  estimated: 3,
};
/** Among equally trusted rows: measured shape beats a notated melody beats an editor's estimate. */
const SOURCE_RANK: Record<SourceRow["source"], number> = {
  cocopops: 0,
  pop909: 1,
  openewld: 2,
  editorial: 3,
};

export interface MergedRow {
  row: Omit<CatalogRow, "slug">;
  sources: SourceRow[];
}

function better(a: SourceRow, b: SourceRow): number {
  return (
    CONFIDENCE_RANK[a.row.rangeConfidence] - CONFIDENCE_RANK[b.row.rangeConfidence] ||
    SOURCE_RANK[a.source] - SOURCE_RANK[b.source]
  );
}

/**
 * One row per song across sources: the range of the most trusted row (measured over estimated),
 * metadata it lacks filled from the others, the highest popularity, and every source credited.
 */
export function mergeDuplicates(rows: readonly SourceRow[]): MergedRow[] {
  const groups = new Map<string, SourceRow[]>();
  for (const row of rows) {
    const key = identityKey(row.row.title, row.row.artist);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map((group) => {
    const ranked = [...group].sort(better);
    const [best, ...others] = ranked as [SourceRow, ...SourceRow[]];
    const fill = <K extends "genre" | "year" | "language" | "originalKey" | "performerVoiceType">(field: K) =>
      ranked.map((r) => r.row[field]).find((value) => value !== null) ?? null;
    const attributions = [...new Set(ranked.map((r) => r.row.attribution))];
    return {
      sources: ranked,
      row: {
        ...best.row,
        genre: fill("genre"),
        year: fill("year"),
        language: fill("language"),
        originalKey: fill("originalKey"),
        performerVoiceType: fill("performerVoiceType"),
        popularity: Math.max(...ranked.map((r) => r.row.popularity)),
        attribution: others.length === 0 ? best.row.attribution : `${attributions.join(" Also: ")}`,
      },
    };
  });
}
