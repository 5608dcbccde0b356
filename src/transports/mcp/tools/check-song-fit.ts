import { songFitBody } from "../../../contract/responses.js";
import { rangeInputSchema } from "../../../operations/schemas.js";
import { runSongFit, slugSchema } from "../../../operations/song-fit.js";
import { defineTool, RELAY } from "./tool.js";

export const checkSongFit = defineTool({
  name: "check_song_fit",
  title: "Check one song against a voice",
  description: `Score one catalog song (by slug; get it from search_songs) for a singer's range and explain the fit in plain words, with risk warnings and a suggested key (including an octave shift where that fits better). ${RELAY}`,
  input: rangeInputSchema.extend({ slug: slugSchema }),
  output: songFitBody,
  scored: () => true,
  run: ({ slug, ...profile }, { catalog }) => runSongFit(catalog, { slug, profile }),
});
