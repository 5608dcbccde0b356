import type { RangeConfidence, RangeSource } from "../../engine/catalog/song.js";

/** How a range was obtained, in words a singer understands (song pages, and later MCP text). */
export const SOURCE_IN_WORDS: Record<RangeSource, string> = {
  "expert-transcription": "measured from an expert transcription of the lead vocal of the original recording",
  "lead-sheet": "taken from a published lead sheet (the melody as written, not a particular recording)",
  "midi-melody-register-estimated":
    "taken from a transcription of the melody aligned with the recording, with the sung octave estimated",
  "editorial-estimate": "estimated by our editors from listening and published sources",
};

export const CONFIDENCE_IN_WORDS: Record<RangeConfidence, string> = {
  verified: "Verified against the recording: treat the range as fact.",
  measured: "Measured: close to the recording, within about a semitone.",
  derived: "Derived from notation: singers choose their own key, so treat it as a guide.",
  estimated: "Estimated: treat the range and any score based on it as guidance, not fact.",
};
