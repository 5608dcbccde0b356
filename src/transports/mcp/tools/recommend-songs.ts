import { recommendationsBody } from "../../../contract/responses.js";
import { BUCKETS } from "../../../engine/recommend/buckets.js";
import { DEFAULT_LIMIT, MAX_LIMIT } from "../../../engine/recommend/recommend.js";
import { runRecommendations } from "../../../operations/recommendations.js";
import { limitSchema, rangeInputSchema } from "../../../operations/schemas.js";
import { defineTool, RELAY } from "./tool.js";
import { withNotice } from "./notice.js";

/** Every list the free tier cuts: the flat ranking and each bucket. */
const LISTS = ["matches", ...BUCKETS] as const;

export const recommendSongs = defineTool({
  name: "recommend_songs",
  title: "Recommend songs for a voice",
  description: `Rank the catalog for one singer's range: a ranked list (matches) plus buckets bestSafePicks, easyWins, popularCrowdPleasers, groupFriendly and riskyPicksToAvoid (songs they may want that would strain them). Each song has scores, a plain-language reason, risks and a suggested key. ${RELAY}`,
  input: rangeInputSchema.extend({
    limit: limitSchema(DEFAULT_LIMIT, MAX_LIMIT).meta({
      description: `Songs per bucket, 1-${MAX_LIMIT} (default ${DEFAULT_LIMIT}).`,
    }),
  }),
  output: withNotice(recommendationsBody),
  scored: () => true,
  run: (args, { catalog }) => runRecommendations(catalog, args),
  truncate: (body, n) => ({
    ...body,
    ...Object.fromEntries(LISTS.map((list) => [list, body[list].slice(0, n)])),
  }),
});
