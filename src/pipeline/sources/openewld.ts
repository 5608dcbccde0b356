import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { ingestMusicXml } from "../ingest/ingest.js";
import { rangeFields } from "../stats/pitch-stats.js";
import type { Dropped, SourceRow } from "../types.js";

/** A notated melody is exact, but singers pick their own key: keep a budget for that. */
export const LEAD_SHEET_ERROR = 2;
/** Editorial default: no popularity data is used for these standards and traditional songs. */
const POPULARITY = 35;

/**
 * Lead sheets of standards and traditional songs, parsed from the MusicXML itself. Only the
 * copyright hint of the derived melody_stats.csv is used, to leave out works likely still in
 * copyright; titles and composers come from the files, never from OpenEWLD.db.
 */
export function readOpenEwld(dir: string): { rows: SourceRow[]; dropped: Dropped[] } {
  const hints: Array<{ source_id: string; provenance: string }> = parse(
    readFileSync(join(dir, "melody_stats.csv")),
    {
      columns: true,
      skip_empty_lines: true,
    },
  );
  const rows: SourceRow[] = [];
  const dropped: Dropped[] = [];
  for (const { source_id: path, provenance } of hints) {
    if (provenance.includes("LIKELY_IN_COPYRIGHT")) {
      dropped.push({ source: "openewld", id: path, reason: "work likely still in copyright" });
      continue;
    }
    let sheet: ReturnType<typeof ingestMusicXml>;
    try {
      sheet = ingestMusicXml(readFileSync(join(dir, path)));
    } catch (err) {
      dropped.push({
        source: "openewld",
        id: path,
        reason: "unreadable lead sheet",
        detail: (err as Error).message,
      });
      continue;
    }
    const { stats } = sheet;
    const composers = sheet.creators.join(", ");
    if (!sheet.title || !composers) {
      dropped.push({ source: "openewld", id: path, reason: "lead sheet names no title or composer" });
      continue;
    }
    rows.push({
      source: "openewld",
      sourceId: path,
      row: {
        title: sheet.title,
        artist: composers,
        genre: null,
        year: null,
        language: null,
        popularity: POPULARITY,
        originalKey: sheet.key,
        ...rangeFields(stats),
        warmth: null,
        performerVoiceType: null,
        rangeConfidence: "derived",
        rangeSource: "lead-sheet",
        errorSemitones: LEAD_SHEET_ERROR,
        attribution: `OpenEWLD lead sheet (F. Simonetta, MIT License), melody as notated (written octave; men usually sing it an octave lower).`,
      },
    });
  }
  return { rows, dropped };
}
