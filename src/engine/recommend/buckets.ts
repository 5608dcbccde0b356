import type { CatalogEntry } from "../catalog/catalog.js";
import type { ConfidenceTier } from "../profile/profile.js";
import { difficultyPoints } from "../scoring/difficulty.js";
import type { Scores } from "../scoring/match.js";
import { safeTopMargin } from "../scoring/range-fit.js";
import type { Singer } from "../scoring/singer.js";

export const BUCKETS = [
  "bestSafePicks",
  "easyWins",
  "popularCrowdPleasers",
  "groupFriendly",
  "riskyPicksToAvoid",
] as const;
export type Bucket = (typeof BUCKETS)[number];

/** One song scored in its original key during the ranking pass. */
export interface Scored {
  readonly entry: CatalogEntry;
  readonly scores: Scores;
}

export interface BucketRule {
  /** Whether the song belongs in the bucket at all. */
  admits: (item: Scored, singer: Singer) => boolean;
  /** Order inside the bucket: larger first. */
  rank: (item: Scored) => number;
}

export const POPULAR = 70;
/** A singer's self-report of low confidence asks for a wider margin before calling a song safe. */
const EXTRA_MARGIN: Record<ConfidenceTier, number> = { high: 0, medium: 0, low: 1 };

function noRangeRisk(item: Scored): boolean {
  const { excess } = item.scores;
  return excess.overCore === 0 && excess.underCore === 0 && excess.overPeak === 0;
}

export function bucketRules(confidenceTier: ConfidenceTier): Record<Bucket, BucketRule> {
  return {
    // Trusted ranges only, whole song inside, and headroom at the top beyond the error budget.
    bestSafePicks: {
      admits: ({ entry, scores }) =>
        entry.shape.trusted &&
        scores.matchScore >= 75 &&
        scores.tessituraScore >= 60 &&
        noRangeRisk({ entry, scores }) &&
        scores.excess.topHeadroom >= safeTopMargin(entry.shape) + EXTRA_MARGIN[confidenceTier],
      rank: ({ scores, entry }) => scores.matchScore * 1000 + entry.song.popularity,
    },
    // Little to hold, nothing high, sits comfortably.
    easyWins: {
      admits: (item) =>
        difficultyPoints(item.entry.shape) < 12 &&
        item.scores.tessituraScore >= 75 &&
        item.scores.vocalFitScore >= 90 &&
        noRangeRisk(item),
      rank: ({ scores, entry }) => scores.matchScore * 1000 - difficultyPoints(entry.shape),
    },
    // Songs a room knows that this singer can carry.
    popularCrowdPleasers: {
      admits: (item) =>
        item.entry.song.popularity >= POPULAR && item.scores.matchScore >= 70 && noRangeRisk(item),
      rank: ({ scores, entry }) => entry.song.popularity * 1000 + scores.matchScore,
    },
    // Narrow and central: most voices hold it as written or an octave away, and so does this singer.
    groupFriendly: {
      admits: ({ entry, scores }) =>
        entry.voicesThatFit >= 4 &&
        entry.shape.coreHigh - entry.shape.coreLow <= 12 &&
        scores.vocalFitScore >= 80,
      rank: ({ scores, entry }) => entry.voicesThatFit * 1000 + scores.matchScore,
    },
    // Songs this singer is likely to pick (popular, or written for their voice type) that
    // strain them at the top or in the tessitura. Hopeless songs are not tempting, so they stay out.
    riskyPicksToAvoid: {
      admits: ({ entry, scores }, singer) => {
        const tempting =
          entry.song.popularity >= POPULAR - 10 || entry.song.performerVoiceType === singer.voiceType;
        const strains =
          scores.excess.overCore > 0 ||
          scores.excess.overPeak > 0 ||
          scores.tessitura.position > 0.7 ||
          (!entry.shape.trusted && scores.excess.uncertainOver > 0);
        return tempting && strains && scores.vocalFitScore >= 30;
      },
      rank: ({ scores, entry }) => entry.song.popularity * 1000 + scores.vocalFitScore,
    },
  };
}
