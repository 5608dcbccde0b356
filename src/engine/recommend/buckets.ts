import { CatalogColumns } from "../catalog/columns.js";
import type { ConfidenceTier } from "../profile/profile.js";
import type { Singer } from "../scoring/singer.js";
import type { ScoreTable } from "./score-table.js";

export const BUCKETS = [
  "bestSafePicks",
  "easyWins",
  "popularCrowdPleasers",
  "groupFriendly",
  "riskyPicksToAvoid",
] as const;
export type Bucket = (typeof BUCKETS)[number];

/** The catalog scored for one singer: song i's facts are in columns at i, its scores in scores at i. */
export interface RankingPass {
  readonly columns: CatalogColumns;
  readonly scores: ScoreTable;
  readonly singer: Singer;
  readonly confidenceTier: ConfidenceTier;
}

export interface BucketRule {
  /** Whether song i belongs in the bucket at all. */
  admits: (i: number) => boolean;
  /** Order inside the bucket: larger first. */
  rank: (i: number) => number;
}

export const POPULAR = 70;
/** A singer's self-report of low confidence asks for a wider margin before calling a song safe. */
const EXTRA_MARGIN: Record<ConfidenceTier, number> = { high: 0, medium: 0, low: 1 };

/** The meaning of each bucket, as rules over one ranking pass. docs/scoring.md explains them. */
export function bucketRules({
  columns: c,
  scores: s,
  singer,
  confidenceTier,
}: RankingPass): Record<Bucket, BucketRule> {
  const extraMargin = EXTRA_MARGIN[confidenceTier];
  const singerType = CatalogColumns.voiceTypeIndex(singer.voiceType);
  const at = (column: Float64Array | Uint8Array | Int8Array, i: number) => column[i] as number;
  const noRangeRisk = (i: number) =>
    at(s.overCore, i) === 0 && at(s.underCore, i) === 0 && at(s.overPeak, i) === 0;

  return {
    // Trusted ranges only, whole song inside, and headroom at the top beyond the error budget.
    bestSafePicks: {
      admits: (i) =>
        at(c.trusted, i) === 1 &&
        at(s.match, i) >= 75 &&
        at(s.tessitura, i) >= 60 &&
        noRangeRisk(i) &&
        at(s.topHeadroom, i) >= at(c.safeTopMargin, i) + extraMargin,
      rank: (i) => at(s.match, i) * 1000 + at(c.popularity, i),
    },
    // Little to hold, nothing high, sits comfortably.
    easyWins: {
      admits: (i) =>
        at(c.difficultyPoints, i) < 12 &&
        at(s.tessitura, i) >= 75 &&
        at(s.vocalFit, i) >= 90 &&
        noRangeRisk(i),
      rank: (i) => at(s.match, i) * 1000 - at(c.difficultyPoints, i),
    },
    // Songs a room knows that this singer can carry.
    popularCrowdPleasers: {
      admits: (i) => at(c.popularity, i) >= POPULAR && at(s.match, i) >= 70 && noRangeRisk(i),
      rank: (i) => at(c.popularity, i) * 1000 + at(s.match, i),
    },
    // Narrow and central: most voices hold it as written or an octave away, and so does this singer.
    groupFriendly: {
      admits: (i) => at(c.voicesThatFit, i) >= 4 && at(c.coreSpan, i) <= 12 && at(s.vocalFit, i) >= 80,
      rank: (i) => at(c.voicesThatFit, i) * 1000 + at(s.match, i),
    },
    // Songs this singer is likely to pick (popular, or written for their voice type) that
    // strain them at the top or in the tessitura. Hopeless songs are not tempting, so they stay out.
    riskyPicksToAvoid: {
      admits: (i) => {
        const tempting = at(c.popularity, i) >= POPULAR - 10 || at(c.performerVoiceType, i) === singerType;
        const strains =
          at(s.overCore, i) > 0 ||
          at(s.overPeak, i) > 0 ||
          at(s.position, i) > 0.7 ||
          (at(c.trusted, i) === 0 && at(s.uncertainOver, i) > 0);
        return tempting && strains && at(s.vocalFit, i) >= 30;
      },
      rank: (i) => at(c.popularity, i) * 1000 + at(s.vocalFit, i),
    },
  };
}

/** The flat list's order: matchScore, then popularity. */
export function matchRank({ columns, scores }: RankingPass): (i: number) => number {
  return (i) => (scores.match[i] as number) * 1000 + (columns.popularity[i] as number);
}
