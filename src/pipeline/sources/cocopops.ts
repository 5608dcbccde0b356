import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { CatalogRow } from "../../engine/catalog/song.js";
import { humdrumKeyName } from "../humdrum-key.js";
import { identityKey } from "../slug.js";
import type { Dropped, SourceRow } from "../types.js";

interface CsvRow {
  source: string;
  source_id: string;
  title: string;
  artist: string;
  year: string;
  key: string;
  lowest_midi: string;
  highest_midi: string;
  p05_midi: string;
  p25_midi: string;
  median_midi: string;
  p75_midi: string;
  p95_midi: string;
  n_notes: string;
  octave_status: string;
}

const PART_NAMES: Record<string, string> = {
  "cocopops-billboard": "McGill Billboard sample",
  "cocopops-rollingstone": "Rolling Stone 200",
};

/**
 * Editorial popularity from list membership (no play counts exist for these rows): the
 * Rolling Stone 200 are canonical, the Billboard sample is a random draw of chart entries.
 */
const PART_POPULARITY: Record<string, number> = {
  "cocopops-billboard": 55,
  "cocopops-rollingstone": 80,
};

/** Expert transcriptions are close to the record but not flawless (one is known a semitone off). */
const TRANSCRIPTION_ERROR = 1;

export function readCocopops(csvPath: string): { rows: SourceRow[]; dropped: Dropped[] } {
  const records: CsvRow[] = parse(readFileSync(csvPath), {
    columns: true,
    skip_empty_lines: true,
  });
  const dropped: Dropped[] = [];
  const byIdentity = new Map<string, { record: CsvRow; parts: Set<string> }>();

  for (const record of records) {
    if (record.octave_status.startsWith("check_octave")) {
      dropped.push({
        source: record.source,
        id: record.source_id,
        reason: "octave flagged for checking; kept out until its octave is decided per row",
      });
      continue;
    }
    const key = identityKey(record.title, record.artist);
    const seen = byIdentity.get(key);
    if (!seen) {
      byIdentity.set(key, { record, parts: new Set([record.source]) });
      continue;
    }
    seen.parts.add(record.source);
    // Keep the fuller transcription of the two.
    const better = Number(record.n_notes) > Number(seen.record.n_notes) ? record : seen.record;
    const other = better === record ? seen.record : record;
    dropped.push({
      source: other.source,
      id: other.source_id,
      reason: `duplicate of ${better.source_id}`,
    });
    seen.record = better;
  }

  const rows = [...byIdentity.values()].map(({ record, parts }) => toRow(record, parts));
  return { rows, dropped };
}

function toRow(record: CsvRow, parts: Set<string>): SourceRow {
  const n = (value: string) => Number.parseInt(value, 10);
  const partList = [...parts].sort();
  const row: Omit<CatalogRow, "slug"> = {
    title: record.title,
    artist: record.artist,
    genre: null,
    year: record.year ? n(record.year) : null,
    language: "en",
    popularity: Math.max(...partList.map((part) => PART_POPULARITY[part] ?? 50)),
    originalKey: humdrumKeyName(record.key),
    lowest: n(record.lowest_midi),
    highest: n(record.highest_midi),
    p05: n(record.p05_midi),
    p95: n(record.p95_midi),
    tessituraLow: n(record.p25_midi),
    tessituraHigh: n(record.p75_midi),
    median: n(record.median_midi),
    warmth: null,
    performerVoiceType: null,
    rangeConfidence: "measured",
    rangeSource: "expert-transcription",
    errorSemitones: TRANSCRIPTION_ERROR,
    attribution: `Range computed from the CoCoPops expert transcription of the lead vocal (${partList
      .map((part) => PART_NAMES[part] ?? part)
      .join(" and ")}); Arthur & Condit-Schultz, ISMIR 2023.`,
  };
  return { sourceId: record.source_id, row };
}
