import type { Catalog } from "../catalog/catalog.js";
import type { ConfidenceTier, VocalProfile } from "../profile/profile.js";
import { scoreShape } from "../scoring/match.js";
import { type Singer, singerOf } from "../scoring/singer.js";
import { fitSong, type SongFit } from "../scoring/song-fit.js";
import { BUCKETS, type Bucket, bucketRules, type Scored } from "./buckets.js";

export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 50;

export interface Recommendations extends Record<Bucket, SongFit[]> {
  vocalId: string;
  voiceType: VocalProfile["voiceType"];
  confidenceTier: ConfidenceTier;
  matches: SongFit[];
}

/**
 * Keeps the `limit` largest admitted items by `rank` in one pass, without filtering into a
 * new array or sorting the whole catalog. Ties keep catalog order.
 */
function topBy(
  items: readonly Scored[],
  limit: number,
  rank: (item: Scored) => number,
  admits: (item: Scored) => boolean = () => true,
): Scored[] {
  const kept: Array<{ item: Scored; key: number }> = [];
  for (const item of items) {
    if (!admits(item)) continue;
    const key = rank(item);
    if (kept.length === limit && key <= (kept[kept.length - 1] as { key: number }).key) continue;
    let at = kept.length;
    while (at > 0 && (kept[at - 1] as { key: number }).key < key) at--;
    kept.splice(at, 0, { item, key });
    if (kept.length > limit) kept.pop();
  }
  return kept.map(({ item }) => item);
}

const byMatch = ({ scores, entry }: Scored) => scores.matchScore * 1000 + entry.song.popularity;

/**
 * Ranks the whole catalog for one voice. One pass scores every song in its original key
 * (numbers only); full explained fits are built only for the songs that are returned.
 */
export function recommend(catalog: Catalog, profile: VocalProfile, limit = DEFAULT_LIMIT): Recommendations {
  const singer: Singer = singerOf(profile);
  const rules = bucketRules(profile.confidenceTier);
  const scored: Scored[] = catalog.entries.map((entry) => ({
    entry,
    scores: scoreShape(singer, entry.shape),
  }));

  const fits = new Map<Scored, SongFit>();
  const explain = (items: Scored[]) =>
    items.map((item) => {
      let fit = fits.get(item);
      if (!fit) {
        fit = fitSong(singer, item.entry.song, item.entry.shape, item.scores);
        fits.set(item, fit);
      }
      return fit;
    });

  const buckets = Object.fromEntries(
    BUCKETS.map((bucket) => {
      const rule = rules[bucket];
      return [bucket, explain(topBy(scored, limit, rule.rank, (item) => rule.admits(item, singer)))];
    }),
  ) as Record<Bucket, SongFit[]>;

  return {
    vocalId: profile.vocalId,
    voiceType: profile.voiceType,
    confidenceTier: profile.confidenceTier,
    matches: explain(topBy(scored, limit, byMatch)),
    ...buckets,
  };
}
