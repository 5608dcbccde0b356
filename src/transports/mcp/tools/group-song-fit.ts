import { z } from "zod";
import { groupFitBody } from "../../../contract/responses.js";
import { groupFitInput, runGroupFit } from "../../../operations/group-fit.js";
import { withNotice } from "./notice.js";
import { defineTool, RELAY } from "./tool.js";

export const groupSongFit = defineTool({
  name: "group_song_fit",
  title: "Songs a group can sing together",
  description: `For two to twenty singers (each rangeLow and rangeHigh, optional id), find the range they all share (null when there is none; it is never invented) and the songs inside it, each saying which singers it fits. octavePlan offers singing an octave apart, as mixed groups do. ${RELAY}`,
  input: z.object({ profiles: groupFitInput.shape.profiles }),
  output: withNotice(groupFitBody),
  scored: () => true,
  run: (args, { catalog }) => runGroupFit(catalog, { ...args, limit: 20 }),
  truncate: (body, n) => ({
    ...body,
    songs: body.songs.slice(0, n),
    octavePlan: body.octavePlan ? { ...body.octavePlan, songs: body.octavePlan.songs.slice(0, n) } : null,
  }),
});
