import type { CatalogRow } from "../engine/catalog/song.js";

export const STAT_DIMENSIONS = [
  "rangeConfidence",
  "rangeSource",
  "genre",
  "decade",
  "language",
  "performerVoiceType",
] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];

export interface CatalogStats {
  songs: number;
  counts: Record<StatDimension, Record<string, number>>;
}

const UNKNOWN = "unknown";

function valueOf(row: CatalogRow, dimension: StatDimension): string {
  if (dimension === "decade") return row.year === null ? UNKNOWN : `${Math.floor(row.year / 10) * 10}s`;
  return row[dimension] ?? UNKNOWN;
}

/** Counts of catalog rows along each dimension, most frequent first (ties by name). */
export function catalogStats(rows: readonly CatalogRow[]): CatalogStats {
  const counts = Object.fromEntries(
    STAT_DIMENSIONS.map((dimension) => {
      const tally = new Map<string, number>();
      for (const row of rows)
        tally.set(valueOf(row, dimension), (tally.get(valueOf(row, dimension)) ?? 0) + 1);
      const sorted = [...tally.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      return [dimension, Object.fromEntries(sorted)];
    }),
  ) as CatalogStats["counts"];
  return { songs: rows.length, counts };
}
