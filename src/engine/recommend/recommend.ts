import type { Catalog } from "../catalog/catalog.js";
import type { ConfidenceTier, VocalProfile } from "../profile/profile.js";
import { singerOf } from "../scoring/singer.js";
import { fitSong, type SongFit } from "../scoring/song-fit.js";
import { BUCKETS, type Bucket, bucketRules, matchRank, type RankingPass } from "./buckets.js";
import { ScoreTable } from "./score-table.js";

export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 50;

export interface Recommendations extends Record<Bucket, SongFit[]> {
  vocalId: string;
  voiceType: VocalProfile["voiceType"];
  confidenceTier: ConfidenceTier;
  matches: SongFit[];
}

/**
 * Indices of the `limit` largest admitted songs by `rank`, in one pass, without filtering into
 * a new array or sorting the whole catalog. Ties keep catalog order.
 */
function topBy(
  size: number,
  limit: number,
  rank: (i: number) => number,
  admits: (i: number) => boolean,
): number[] {
  const kept: Array<{ index: number; key: number }> = [];
  for (let i = 0; i < size; i++) {
    if (!admits(i)) continue;
    const key = rank(i);
    if (kept.length === limit && key <= (kept[kept.length - 1] as { key: number }).key) continue;
    let at = kept.length;
    while (at > 0 && (kept[at - 1] as { key: number }).key < key) at--;
    kept.splice(at, 0, { index: i, key });
    if (kept.length > limit) kept.pop();
  }
  return kept.map(({ index }) => index);
}

/**
 * Ranks the whole catalog for one voice. One pass scores every song in its original key into a
 * table of numbers; full explained fits are built only for the songs that are returned.
 */
export function recommend(catalog: Catalog, profile: VocalProfile, limit = DEFAULT_LIMIT): Recommendations {
  const singer = singerOf(profile);
  const entries = catalog.entries;
  const pass: RankingPass = {
    columns: catalog.columns,
    scores: ScoreTable.of(singer, entries),
    singer,
    confidenceTier: profile.confidenceTier,
  };
  const rules = bucketRules(pass);

  const fits = new Map<number, SongFit>();
  const explain = (indices: number[]) =>
    indices.map((i) => {
      let fit = fits.get(i);
      if (!fit) {
        const entry = entries[i] as (typeof entries)[number];
        fit = fitSong(singer, entry.song, entry.shape);
        fits.set(i, fit);
      }
      return fit;
    });

  const buckets = Object.fromEntries(
    BUCKETS.map((bucket) => [
      bucket,
      explain(topBy(entries.length, limit, rules[bucket].rank, rules[bucket].admits)),
    ]),
  ) as Record<Bucket, SongFit[]>;

  return {
    vocalId: profile.vocalId,
    voiceType: profile.voiceType,
    confidenceTier: profile.confidenceTier,
    matches: explain(topBy(entries.length, limit, matchRank(pass), () => true)),
    ...buckets,
  };
}
