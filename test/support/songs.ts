import { Catalog } from "../../src/engine/catalog/catalog.js";
import type { CatalogRow } from "../../src/engine/catalog/song.js";
import { type SongShape, shapeOf } from "../../src/engine/scoring/song-shape.js";

/** A valid measured catalog row spanning `low`..`high`, with the rest derived; override anything. */
export function songRow(low: number, high: number, overrides: Partial<CatalogRow> = {}): CatalogRow {
  const span = high - low;
  const slug = overrides.slug ?? `song-${low}-${high}`;
  return {
    slug,
    title: `Song ${low}-${high}`,
    artist: "Test Artist",
    genre: "pop",
    year: 2000,
    language: "en",
    popularity: 50,
    originalKey: "C major",
    lowest: low,
    highest: high,
    p05: low,
    p95: high,
    tessituraLow: Math.round(low + span * 0.3),
    tessituraHigh: Math.round(low + span * 0.6),
    median: Math.round(low + span * 0.45),
    warmth: null,
    performerVoiceType: null,
    rangeConfidence: "measured",
    rangeSource: "expert-transcription",
    errorSemitones: 0,
    attribution: "test fixture",
    ...overrides,
  };
}

export function catalogOf(rows: CatalogRow[]): Catalog {
  return Catalog.fromRows(rows, { publicBaseUrl: "https://singable.test" });
}

export function shape(low: number, high: number, overrides: Partial<CatalogRow> = {}): SongShape {
  return shapeOf({ ...songRow(low, high, overrides), url: "https://singable.test/songs/x" });
}
