import { checkSongFit } from "./check-song-fit.js";
import { getVocalProfile } from "./get-vocal-profile.js";
import { groupSongFit } from "./group-song-fit.js";
import { recommendSongs } from "./recommend-songs.js";
import { searchSongs } from "./search-songs.js";
import type { McpTool } from "./tool.js";

/** The five tools, in the fixed order tools/list returns them (spec §4 table order). */
export const TOOLS: readonly McpTool[] = [
  getVocalProfile,
  recommendSongs,
  searchSongs,
  checkSongFit,
  groupSongFit,
];
