import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Command } from "commander";
import { InputError } from "../../engine/errors.js";
import { formatNote } from "../../engine/notes/notes.js";
import { buildCatalog, serializeCatalog } from "../../pipeline/build-catalog.js";
import { catalogStats, STAT_DIMENSIONS } from "../../pipeline/catalog-stats.js";
import { type IngestedMelody, ingestMidi, ingestMusicXml } from "../../pipeline/ingest/ingest.js";
import { rangeFields } from "../../pipeline/stats/pitch-stats.js";
import { loadCatalogFile } from "../../runtime/catalog-file.js";
import { DEFAULT_SOURCE_DATA, EDITORIAL_DIR } from "../../runtime/paths.js";
import { readSettings } from "../../runtime/settings.js";
import type { Io } from "./io.js";
import { table } from "./table.js";

function readInput(path: string, field: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (err) {
    throw new InputError(
      field,
      `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
    );
  }
}

/** The fields an operator pastes into a catalog row, with note names to check them by ear. */
function ingestRow({ title, creators, key, stats }: IngestedMelody) {
  const names = Object.fromEntries(
    (["lowest", "p05", "p25", "median", "p75", "p95", "highest"] as const).map((k) => [
      k,
      formatNote(stats[k]),
    ]),
  );
  return {
    title,
    artist: creators.length > 0 ? creators.join(", ") : null,
    originalKey: key,
    ...rangeFields(stats),
    notes: stats.notes,
    noteNames: names,
  };
}

export function addCatalogCommands(cli: Command, io: Io): void {
  const catalog = cli.command("catalog").description("build and inspect the song catalog");

  catalog
    .command("build")
    .description("regenerate the catalog file from the source data and the editorial files")
    .option("--data <dir>", "source data folder (cocopops/, pop909/, openewld/)", DEFAULT_SOURCE_DATA)
    .option("--editorial <dir>", "editorial folder (performers.csv, songs.csv)", EDITORIAL_DIR)
    .option("--out <file>", "catalog file to write (default: CATALOG_FILE)")
    .action((o: { data: string; editorial: string; out?: string }) => {
      const out = resolve(o.out ?? readSettings().CATALOG_FILE);
      const result = buildCatalog({ dataDir: resolve(o.data), editorialDir: resolve(o.editorial) });
      writeFileSync(out, serializeCatalog(result.rows));
      const reasons = new Map<string, number>();
      for (const d of result.dropped) {
        const key = `${d.source}: ${d.reason}`;
        reasons.set(key, (reasons.get(key) ?? 0) + 1);
      }
      io.out(`wrote ${result.rows.length} songs to ${out}`);
      io.out(
        `read: ${Object.entries(result.read)
          .map(([s, n]) => `${s} ${n}`)
          .join(", ")}`,
      );
      io.out(`merged across sources: ${result.merged.length} songs`);
      io.out(`dropped ${result.dropped.length}:`);
      for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1])) io.out(`  ${count}  ${reason}`);
    });

  catalog
    .command("ingest")
    .description("print a catalog row (pitch statistics and key) for one MIDI or MusicXML file")
    .option("--midi <file>", "a MIDI file")
    .option("--track <name>", "MIDI track holding the melody (default MELODY, else the first with notes)")
    .option("--musicxml <file>", "a MusicXML (.musicxml, .xml) or compressed (.mxl) lead sheet")
    .action((o: { midi?: string; track?: string; musicxml?: string }) => {
      if ((o.midi === undefined) === (o.musicxml === undefined)) {
        throw new InputError("file", "give exactly one of --midi FILE or --musicxml FILE");
      }
      const melody = o.midi
        ? ingestMidi(readInput(o.midi, "midi"), o.track)
        : ingestMusicXml(readInput(o.musicxml as string, "musicxml"));
      io.out(JSON.stringify(ingestRow(melody), null, 2));
    });

  catalog
    .command("stats")
    .description("counts by range confidence, range source, genre, decade, language and voice type")
    .option("--json", "print the counts as JSON")
    .action((o: { json?: boolean }) => {
      const settings = readSettings();
      const rows = loadCatalogFile(settings.CATALOG_FILE, settings.PUBLIC_BASE_URL).entries.map(
        (e) => e.song,
      );
      const stats = catalogStats(rows);
      if (o.json) return io.out(JSON.stringify(stats, null, 2));
      io.out(`${stats.songs} songs`);
      for (const dimension of STAT_DIMENSIONS) {
        io.out("");
        io.out(table([dimension, "songs"], Object.entries(stats.counts[dimension])));
      }
    });
}
