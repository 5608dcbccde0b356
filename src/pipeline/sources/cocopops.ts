import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import type { CatalogRow } from "../../engine/catalog/song.js";
import { humdrumKeyName } from "../humdrum-key.js";
import type { Performer } from "../performers.js";
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
const PART_POPULARITY: Record<string, number> = { "cocopops-billboard": 55, "cocopops-rollingstone": 80 };

/** Expert transcriptions are close to the record but not flawless (one is known a semitone off). */
const TRANSCRIPTION_ERROR = 1;
/** A male lead whose transcribed median is B4 or higher was transcribed an octave high. */
export const MALE_OCTAVE_HIGH_MEDIAN = 71;
/** Error budget of a row whose octave the source flagged, after it is decided. */
const FLAGGED_OCTAVE_ERROR = 2;

type OctaveDecision = { shift: 0 | -12; note: string } | { drop: string };

/** Rows CoCoPops flags `check_octave` are decided from the performer, never kept silently. */
export function decideOctave(median: number, performer: Performer | undefined): OctaveDecision {
  if (!performer || performer.sex === "mixed") {
    return { drop: "octave flagged by the source and the lead singer's sex is unknown or mixed" };
  }
  if (performer.sex === "male" && median >= MALE_OCTAVE_HIGH_MEDIAN) {
    return {
      shift: -12,
      note: "octave flagged by the source: transcribed an octave above a male lead, lowered one octave",
    };
  }
  return { shift: 0, note: `octave flagged by the source: kept, plausible for a ${performer.sex} lead` };
}

export function readCocopops(
  csvPath: string,
  performers: ReadonlyMap<string, Performer>,
): { rows: SourceRow[]; dropped: Dropped[] } {
  const records: CsvRow[] = parse(readFileSync(csvPath), { columns: true, skip_empty_lines: true });
  const dropped: Dropped[] = [];
  const byIdentity = new Map<string, { record: CsvRow; parts: Set<string> }>();

  for (const record of records) {
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
      reason: "song transcribed in both CoCoPops parts: the fuller transcription is kept",
      detail: `kept ${better.source_id}`,
    });
    seen.record = better;
  }

  const rows: SourceRow[] = [];
  for (const { record, parts } of byIdentity.values()) {
    const performer = performers.get(record.artist);
    if (!record.octave_status.startsWith("check_octave")) {
      rows.push(toRow(record, parts, performer, { shift: 0, note: "" }));
      continue;
    }
    const decision = decideOctave(Number(record.median_midi), performer);
    if ("drop" in decision)
      dropped.push({ source: record.source, id: record.source_id, reason: decision.drop });
    else rows.push(toRow(record, parts, performer, decision));
  }
  return { rows, dropped };
}

function toRow(
  record: CsvRow,
  parts: Set<string>,
  performer: Performer | undefined,
  octave: { shift: number; note: string },
): SourceRow {
  const n = (value: string) => Number.parseInt(value, 10) + octave.shift;
  const flagged = octave.note !== "";
  const partList = [...parts].sort();
  const credit = `CoCoPops expert transcription of the lead vocal (${partList.map((p) => PART_NAMES[p] ?? p).join(" and ")}); Arthur & Condit-Schultz, ISMIR 2023`;
  const row: Omit<CatalogRow, "slug"> = {
    title: record.title,
    artist: record.artist,
    genre: null,
    year: record.year ? Number.parseInt(record.year, 10) : null,
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
    performerVoiceType: performer?.voiceType ?? null,
    rangeConfidence: flagged ? "estimated" : "measured",
    rangeSource: "expert-transcription",
    errorSemitones: flagged ? FLAGGED_OCTAVE_ERROR : TRANSCRIPTION_ERROR,
    attribution: flagged ? `${credit}; ${octave.note}.` : `${credit}.`,
  };
  return { source: "cocopops", sourceId: record.source_id, row };
}
