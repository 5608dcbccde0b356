import type { CatalogEntry } from "../catalog/catalog.js";
import { scoreShape } from "../scoring/match.js";
import type { Singer } from "../scoring/singer.js";

/**
 * The numbers the buckets need for every song, in columns. Filling it is the one pass over the
 * catalog; keeping plain numbers instead of a scores object per song keeps tens of thousands of
 * objects from surviving into the garbage collector's older generation on every request.
 */
export class ScoreTable {
  readonly match: Float64Array;
  readonly vocalFit: Float64Array;
  readonly tessitura: Float64Array;
  readonly overCore: Float64Array;
  readonly underCore: Float64Array;
  readonly overPeak: Float64Array;
  readonly uncertainOver: Float64Array;
  readonly topHeadroom: Float64Array;
  /** Tessitura centre as a fraction of the singer's range (0 bottom, 1 top). */
  readonly position: Float64Array;

  private constructor(readonly size: number) {
    this.match = new Float64Array(size);
    this.vocalFit = new Float64Array(size);
    this.tessitura = new Float64Array(size);
    this.overCore = new Float64Array(size);
    this.underCore = new Float64Array(size);
    this.overPeak = new Float64Array(size);
    this.uncertainOver = new Float64Array(size);
    this.topHeadroom = new Float64Array(size);
    this.position = new Float64Array(size);
  }

  /** Scores every entry in its original key for one singer. */
  static of(singer: Singer, entries: readonly CatalogEntry[]): ScoreTable {
    const table = new ScoreTable(entries.length);
    entries.forEach((entry, i) => {
      const s = scoreShape(singer, entry.shape);
      table.match[i] = s.matchScore;
      table.vocalFit[i] = s.vocalFitScore;
      table.tessitura[i] = s.tessituraScore;
      table.overCore[i] = s.excess.overCore;
      table.underCore[i] = s.excess.underCore;
      table.overPeak[i] = s.excess.overPeak;
      table.uncertainOver[i] = s.excess.uncertainOver;
      table.topHeadroom[i] = s.excess.topHeadroom;
      table.position[i] = s.tessitura.position;
    });
    return table;
  }
}
