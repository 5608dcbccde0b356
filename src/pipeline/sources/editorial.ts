import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { parseKey } from "../../engine/scoring/keys.js";
import { parseNote } from "../../engine/notes/notes.js";
import { isVoiceType } from "../../engine/profile/voice-types.js";
import type { SourceRow } from "../types.js";

/** Editorial ranges are estimates: never trusted closer than this. */
export const MIN_EDITORIAL_ERROR = 2;
/** A wider "range" is more likely a guess at ad-libs than the line a singer holds. */
export const MAX_EDITORIAL_SPAN = 28;

interface EditorialCsvRow {
  title: string;
  artist: string;
  year: string;
  genre: string;
  language: string;
  popularity: string;
  key: string;
  low: string;
  high: string;
  tessLow: string;
  tessHigh: string;
  voiceType: string;
  error: string;
}

/**
 * Songs people sing today, entered by hand in data/editorial/songs.csv (one row per song, notes
 * as names so a reviewer can read them). Every problem names the file row.
 */
export function readEditorial(csvPath: string): SourceRow[] {
  const records: EditorialCsvRow[] = parse(readFileSync(csvPath), { columns: true, skip_empty_lines: true });
  return records.map((r, index) => {
    const where = `${csvPath} row ${index + 2} (${r.title} / ${r.artist})`;
    const fail = (problem: string): never => {
      throw new Error(`${where}: ${problem}`);
    };
    const note = (field: keyof EditorialCsvRow) => {
      try {
        return parseNote(r[field], field);
      } catch (err) {
        return fail((err as Error).message);
      }
    };
    const [lowest, highest, tessituraLow, tessituraHigh] = [
      note("low"),
      note("high"),
      note("tessLow"),
      note("tessHigh"),
    ];
    const year = Number(r.year);
    const popularity = Number(r.popularity);
    const error = Number(r.error);
    if (!r.title.trim() || !r.artist.trim()) fail("title and artist are required");
    if (!Number.isInteger(year) || year < 1900 || year > 2026) fail(`bad year ${r.year}`);
    // 0 is refused: a placeholder row must not slip in as a real, merely unpopular song.
    if (!Number.isInteger(popularity) || popularity < 1 || popularity > 100)
      fail(`popularity must be 1-100, not ${r.popularity}`);
    if (!(error >= MIN_EDITORIAL_ERROR)) fail(`error budget must be at least ${MIN_EDITORIAL_ERROR}`);
    if (!parseKey(r.key)) fail(`bad key ${r.key}`);
    if (!isVoiceType(r.voiceType)) fail(`bad voice type ${r.voiceType}`);
    if (!(lowest <= tessituraLow && tessituraLow <= tessituraHigh && tessituraHigh <= highest))
      fail("notes out of order");
    if (highest - lowest > MAX_EDITORIAL_SPAN)
      fail(`span ${highest - lowest} exceeds ${MAX_EDITORIAL_SPAN} semitones`);
    return {
      source: "editorial" as const,
      sourceId: `songs.csv:${index + 2}`,
      row: {
        title: r.title.trim(),
        artist: r.artist.trim(),
        genre: r.genre.trim() || null,
        year,
        language: r.language.trim() || null,
        popularity,
        originalKey: r.key.trim(),
        lowest,
        highest,
        p05: null,
        p95: null,
        tessituraLow,
        tessituraHigh,
        median: Math.round((tessituraLow + tessituraHigh) / 2),
        warmth: null,
        performerVoiceType: isVoiceType(r.voiceType) ? r.voiceType : null,
        rangeConfidence: "estimated",
        rangeSource: "editorial-estimate",
        errorSemitones: error,
        attribution:
          "Singable editorial estimate of the original recording's range (listening and published sources).",
      },
    };
  });
}
