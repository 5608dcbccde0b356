import type { z } from "zod";
import { searchBody } from "../../../contract/responses.js";
import { InputError } from "../../../engine/errors.js";
import { noteSchema } from "../../../operations/schemas.js";
import { runSearch, searchInput } from "../../../operations/search.js";
import { withNotice } from "./notice.js";
import { defineTool, RELAY } from "./tool.js";

const input = searchInput.omit({ profile: true }).extend({
  rangeLow: noteSchema
    .optional()
    .meta({ description: "With rangeHigh: score the hits for this singer and rank by fit." }),
  rangeHigh: noteSchema
    .optional()
    .meta({ description: "With rangeLow: score the hits for this singer and rank by fit." }),
});

export const searchSongs = defineTool({
  name: "search_songs",
  title: "Search songs by title or artist",
  description: `Find catalog songs by title, artist or both (typo-tolerant; Chinese titles also by pinyin). Use it to turn a song name into the slug that check_song_fit needs. With rangeLow and rangeHigh, hits are scored and ranked by fit for that singer. ${RELAY}`,
  input,
  output: withNotice(searchBody),
  scored: (args: z.output<typeof input>) => args.rangeLow !== undefined || args.rangeHigh !== undefined,
  run: ({ rangeLow, rangeHigh, ...rest }, { catalog }) => {
    if ((rangeLow === undefined) !== (rangeHigh === undefined)) {
      throw new InputError(
        rangeLow === undefined ? "rangeLow" : "rangeHigh",
        "give both rangeLow and rangeHigh, or neither",
      );
    }
    const profile = rangeLow !== undefined && rangeHigh !== undefined ? { rangeLow, rangeHigh } : undefined;
    return runSearch(catalog, { ...rest, ...(profile ? { profile } : {}) });
  },
  truncate: (body, n) => ({ ...body, songs: body.songs.slice(0, n), count: Math.min(body.count, n) }),
});
