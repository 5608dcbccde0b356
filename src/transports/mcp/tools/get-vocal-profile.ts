import { vocalProfileBody } from "../../../contract/responses.js";
import { rangeInputSchema } from "../../../operations/schemas.js";
import { runVocalProfile } from "../../../operations/vocal-profile.js";
import { defineTool } from "./tool.js";

export const getVocalProfile = defineTool({
  name: "get_vocal_profile",
  title: "Vocal profile from a range",
  description:
    "Turn a singer's lowest and highest comfortable notes (e.g. A2 and F4; middle C = C4; or MIDI numbers) into a vocal profile: Vocal ID, voice type (with ranked candidates) and tone. Use it to tell a singer their voice type. Free and unmetered.",
  input: rangeInputSchema,
  output: vocalProfileBody,
  scored: () => false,
  run: (args) => runVocalProfile(args),
});
