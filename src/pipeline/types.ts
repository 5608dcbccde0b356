import type { CatalogRow } from "../engine/catalog/song.js";

/** A catalog row from one source, before merging and slugging across sources. */
export interface SourceRow {
  source: "cocopops" | "pop909" | "openewld" | "editorial";
  sourceId: string;
  row: Omit<CatalogRow, "slug">;
}

/** A source record left out of the catalog, and why. */
export interface Dropped {
  source: string;
  id: string;
  /** Why, in words shared by every record dropped for the same cause (the build summary groups by it). */
  reason: string;
  /** What is particular to this record, if anything. */
  detail?: string;
}
