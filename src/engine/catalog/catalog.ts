import { z } from "zod";
import { InputError } from "../errors.js";
import { REFERENCE_RANGES, VOICE_TYPES } from "../profile/voice-types.js";
import { rangeExcess } from "../scoring/range-fit.js";
import { type SongShape, shapeOf, transposeShape } from "../scoring/song-shape.js";
import { CatalogColumns } from "./columns.js";
import { type CatalogRow, catalogRowSchema, type Song, toSong } from "./song.js";

export const CATALOG_FORMAT = "singable-catalog/1";

export interface CatalogOptions {
  /** Base of every song `url`, e.g. "https://singable.example"; no trailing slash needed. */
  publicBaseUrl: string;
}

/** A song with everything ranking needs precomputed once at load. */
export interface CatalogEntry {
  readonly song: Song;
  readonly shape: SongShape;
  /** How many of the six reference voices hold its core range, as written or an octave away. */
  readonly voicesThatFit: number;
}

export class CatalogError extends Error {
  override readonly name = "CatalogError";
}

function voicesThatFit(shape: SongShape): number {
  return VOICE_TYPES.filter((voiceType) => {
    const voice = { ...REFERENCE_RANGES[voiceType], voiceType };
    return [0, -12, 12].some((shift) => {
      const excess = rangeExcess(voice, transposeShape(shape, shift));
      return excess.overCore === 0 && excess.underCore === 0;
    });
  }).length;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return `${path}${issue.message}`;
}

/** The read-only song catalog, indexed by slug. Rows are validated as they load. */
export class Catalog {
  readonly entries: readonly CatalogEntry[];
  /** The ranking facts of every entry, same order, as typed columns. */
  readonly columns: CatalogColumns;
  private readonly bySlug: ReadonlyMap<string, CatalogEntry>;

  private constructor(entries: CatalogEntry[]) {
    this.entries = entries;
    this.columns = new CatalogColumns(entries);
    this.bySlug = new Map(entries.map((entry) => [entry.song.slug, entry]));
  }

  static fromRows(rows: readonly unknown[], options: CatalogOptions): Catalog {
    const base = options.publicBaseUrl.replace(/\/+$/, "");
    const seen = new Set<string>();
    const entries = rows.map((raw, index) => {
      const parsed = catalogRowSchema.safeParse(raw);
      const slugHint =
        typeof raw === "object" && raw && "slug" in raw ? ` (slug ${JSON.stringify(raw.slug)})` : "";
      if (!parsed.success) {
        const problems = parsed.error.issues.map(describeIssue).join("; ");
        throw new CatalogError(`catalog row ${index}${slugHint} is invalid: ${problems}`);
      }
      const row: CatalogRow = parsed.data;
      if (seen.has(row.slug)) throw new CatalogError(`catalog row ${index}${slugHint} repeats a slug`);
      seen.add(row.slug);
      const song: Song = Object.freeze(toSong(row, `${base}/songs/${row.slug}`));
      const shape = Object.freeze(shapeOf(song));
      return Object.freeze({ song, shape, voicesThatFit: voicesThatFit(shape) });
    });
    return new Catalog(entries);
  }

  /** Parses the catalog file's JSON document: `{format, songs: [...]}`. */
  static fromDocument(document: unknown, options: CatalogOptions): Catalog {
    const envelope = z
      .object({ format: z.literal(CATALOG_FORMAT), songs: z.array(z.unknown()) })
      .safeParse(document);
    if (!envelope.success) {
      throw new CatalogError(
        `not a ${CATALOG_FORMAT} document: ${envelope.error.issues.map(describeIssue).join("; ")}`,
      );
    }
    return Catalog.fromRows(envelope.data.songs, options);
  }

  get size(): number {
    return this.entries.length;
  }

  find(slug: string): CatalogEntry | undefined {
    return this.bySlug.get(slug);
  }

  /** Like find, but an unknown slug is the caller's error. */
  require(slug: string): CatalogEntry {
    const entry = this.bySlug.get(slug);
    if (!entry) throw new SongNotFoundError(slug);
    return entry;
  }
}

export class SongNotFoundError extends InputError {
  constructor(readonly slug: string) {
    super("slug", `no song with slug ${JSON.stringify(slug)}; find slugs with search`);
  }
}
