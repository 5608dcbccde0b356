import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { keyFromLabel } from "../ingest/key-names.js";
import { ingestMidi } from "../ingest/ingest.js";
import { rangeFields } from "../stats/pitch-stats.js";
import type { Performer, Sex } from "../performers.js";
import type { Dropped, SourceRow } from "../types.js";

/**
 * Typical sung medians of Mandarin pop leads. POP909's melody is a piano arrangement 0-2 octaves
 * above the voice; span, shape and key are exact, the octave is chosen to bring the median
 * nearest these values.
 */
export const TYPICAL_SUNG_MEDIAN: Record<Exclude<Sex, "mixed">, number> = { male: 59, female: 64 };
const OCTAVE_CHOICES = [0, -12, -24, 12] as const;
/** The register is an estimate: a singer far from the typical register may be an octave off. */
export const REGISTER_ERROR = 3;
/** Beyond these the octave estimate (or the arrangement) is implausible for a sung lead. */
export const PLAUSIBLE_HIGHEST: Record<Exclude<Sex, "mixed">, number> = { male: 79, female: 86 };
export const PLAUSIBLE_SPAN = 28;
/** Editorial default: no popularity data exists for these songs. */
const POPULARITY = 50;

export function sungOctaveShift(fileMedian: number, sex: Exclude<Sex, "mixed">): number {
  const target = TYPICAL_SUNG_MEDIAN[sex];
  let best = 0;
  for (const shift of OCTAVE_CHOICES) {
    if (Math.abs(fileMedian + shift - target) < Math.abs(fileMedian + best - target)) best = shift;
  }
  return best;
}

interface IndexRow {
  song_id: string;
  name: string;
  artist: string;
}

export function readPop909(
  dir: string,
  performers: ReadonlyMap<string, Performer>,
): { rows: SourceRow[]; dropped: Dropped[] } {
  const index: IndexRow[] = parse(readFileSync(join(dir, "index.csv")), {
    columns: true,
    skip_empty_lines: true,
  });
  const rows: SourceRow[] = [];
  const dropped: Dropped[] = [];
  for (const entry of index) {
    const id = entry.song_id.padStart(3, "0");
    const artist = entry.artist.trim();
    const performer = performers.get(artist);
    if (!performer || performer.sex === "mixed") {
      dropped.push({
        source: "pop909",
        id,
        reason: "sung octave cannot be estimated: lead singer not in the performer table, or mixed",
        detail: artist,
      });
      continue;
    }
    let stats: ReturnType<typeof ingestMidi>["stats"];
    try {
      stats = ingestMidi(readFileSync(join(dir, "POP909", id, `${id}.mid`)), "MELODY").stats;
    } catch (err) {
      dropped.push({ source: "pop909", id, reason: "unreadable melody", detail: (err as Error).message });
      continue;
    }
    const keyLine = readFileSync(join(dir, "POP909", id, "key_audio.txt"), "utf8").split("\n")[0] ?? "";
    const shift = sungOctaveShift(stats.median, performer.sex);
    if (
      stats.highest + shift > PLAUSIBLE_HIGHEST[performer.sex] ||
      stats.highest - stats.lowest > PLAUSIBLE_SPAN
    ) {
      dropped.push({
        source: "pop909",
        id,
        reason: "estimated sung range implausible for the lead (span or peak)",
      });
      continue;
    }
    rows.push({
      source: "pop909",
      sourceId: id,
      row: {
        title: entry.name.trim(),
        artist,
        genre: null,
        year: null,
        language: "zh",
        popularity: POPULARITY,
        originalKey: keyFromLabel(keyLine.split(/\s+/)[2] ?? ""),
        ...rangeFields(stats, shift),
        warmth: null,
        performerVoiceType: performer.voiceType,
        rangeConfidence: "estimated",
        rangeSource: "midi-melody-register-estimated",
        errorSemitones: REGISTER_ERROR,
        attribution: `POP909 (Wang et al., ISMIR 2020), song ${id}: melody of a piano arrangement aligned to the recording; span and key as transcribed, sung octave estimated from the ${performer.sex} lead's typical register.`,
      },
    });
  }
  return { rows, dropped };
}
