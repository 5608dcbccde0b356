import { Command, CommanderError, Option } from "commander";
import type { Catalog } from "../../engine/catalog/catalog.js";
import { InputError } from "../../engine/errors.js";
import { groupFit } from "../../operations/group-fit.js";
import { recommendations } from "../../operations/recommendations.js";
import { search } from "../../operations/search.js";
import { songFit } from "../../operations/song-fit.js";
import { vocalProfile } from "../../operations/vocal-profile.js";
import { loadCatalogFile } from "../../runtime/catalog-file.js";
import { readSettings } from "../../runtime/settings.js";
import { addCatalogCommands } from "./catalog-commands.js";
import { addServerCommands } from "./server-commands.js";
import { parseGroupMember } from "./group-arg.js";
import type { Io } from "./io.js";
import { renderFit, renderGroup, renderProfile, renderRecommendations, renderSearch } from "./render.js";

/** Exit code for anything the caller typed wrong. */
export const EXIT_BAD_INPUT = 2;

function loadCatalog(): Catalog {
  const settings = readSettings();
  return loadCatalogFile(settings.CATALOG_FILE, settings.PUBLIC_BASE_URL);
}

function program(io: Io): Command {
  const print = <T>(json: boolean | undefined, body: T, render: (body: T) => string) =>
    io.out(json ? JSON.stringify(body, null, 2) : render(body));
  const jsonOption = () => new Option("--json", "print the exact body the REST API returns");
  const voiceTypeOption = () =>
    new Option("--voice-type <type>", "voice type hint (soprano, mezzo, alto, tenor, baritone, bass)");

  const cli = new Command("singable")
    .description(
      "Songs you can really sing, for your vocal range. Notes like A2, F#4, Bb3 (middle C = C4) or MIDI numbers.",
    )
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .showHelpAfterError();

  cli
    .command("profile <low> <high>")
    .description("normalize a range into a vocal profile (Vocal ID, voice type, tone)")
    .addOption(voiceTypeOption())
    .addOption(jsonOption())
    .action((low: string, high: string, o: { voiceType?: string; json?: boolean }) =>
      print(o.json, vocalProfile({ rangeLow: low, rangeHigh: high, voiceType: o.voiceType }), renderProfile),
    );

  cli
    .command("recommend <low> <high>")
    .description("rank the catalog for one voice, with named buckets")
    .option("--limit <n>", "songs per bucket (1-50)", "12")
    .addOption(voiceTypeOption())
    .addOption(jsonOption())
    .action((low: string, high: string, o: { limit: string; voiceType?: string; json?: boolean }) =>
      print(
        o.json,
        recommendations(loadCatalog(), {
          rangeLow: low,
          rangeHigh: high,
          voiceType: o.voiceType,
          limit: o.limit,
        }),
        renderRecommendations,
      ),
    );

  cli
    .command("fit <slug> <low> <high>")
    .description("score one song for one voice, with a suggested key")
    .addOption(voiceTypeOption())
    .addOption(jsonOption())
    .action((slug: string, low: string, high: string, o: { voiceType?: string; json?: boolean }) =>
      print(
        o.json,
        songFit(loadCatalog(), {
          slug,
          profile: { rangeLow: low, rangeHigh: high, voiceType: o.voiceType },
        }),
        renderFit,
      ),
    );

  cli
    .command("search <query...>")
    .description("find songs by title or artist; with --low and --high, ranked by fit")
    .option("--low <note>", "lowest comfortable note")
    .option("--high <note>", "highest comfortable note")
    .option("--limit <n>", "how many songs (1-50)", "20")
    .addOption(jsonOption())
    .action((words: string[], o: { low?: string; high?: string; limit: string; json?: boolean }) => {
      if ((o.low === undefined) !== (o.high === undefined)) {
        throw new InputError(o.low === undefined ? "low" : "high", "give both --low and --high, or neither");
      }
      const profile = o.low !== undefined ? { rangeLow: o.low, rangeHigh: o.high } : undefined;
      print(o.json, search(loadCatalog(), { q: words.join(" "), limit: o.limit, profile }), renderSearch);
    });

  cli
    .command("group <ranges...>")
    .description("shared range of two or more singers (LOW-HIGH or NAME=LOW-HIGH each) and songs inside it")
    .option("--limit <n>", "how many songs (1-50)", "20")
    .addOption(jsonOption())
    .action((ranges: string[], o: { limit: string; json?: boolean }) =>
      print(
        o.json,
        groupFit(loadCatalog(), { profiles: ranges.map(parseGroupMember), limit: o.limit }),
        renderGroup,
      ),
    );

  addCatalogCommands(cli, io);
  addServerCommands(cli, io);
  return cli;
}

/** Runs the CLI and returns the process exit code (0 ok, 2 bad input, 1 anything else). */
export async function runCli(argv: string[], io: Io): Promise<number> {
  try {
    await program(io).parseAsync(argv, { from: "user" });
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version exit 0; unknown commands and missing arguments are bad input.
      return err.exitCode === 0 ? 0 : EXIT_BAD_INPUT;
    }
    if (err instanceof InputError) {
      io.err(`error: ${err.message}`);
      return EXIT_BAD_INPUT;
    }
    io.err(`error: ${(err as Error).message}`);
    return 1;
  }
}
