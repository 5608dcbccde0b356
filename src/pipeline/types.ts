import type { CatalogRow } from "../engine/catalog/song.js";

/** A catalog row from one source, before slugs are assigned across all sources. */
export interface SourceRow {
  sourceId: string;
  row: Omit<CatalogRow, "slug">;
}

/** A source record left out of the catalog, and why. */
export interface Dropped {
  source: string;
  id: string;
  reason: string;
}
