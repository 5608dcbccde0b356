import { InputError } from "../../engine/errors.js";
import { type PitchStats, pitchStats } from "../stats/pitch-stats.js";
import { readMidiMelody } from "./midi.js";
import { readLeadSheet } from "./musicxml.js";

/** What one melody file yields for the catalog: its pitch statistics and what it says of itself. */
export interface IngestedMelody {
  title: string | null;
  creators: string[];
  key: string | null;
  stats: PitchStats;
}

function requireNotes(stats: PitchStats | null, what: string): PitchStats {
  if (!stats) throw new InputError(what, "the melody has no sounding notes");
  return stats;
}

/** A MIDI file's melody track (seconds as weights). Used for POP909 and for operators' files alike. */
export function ingestMidi(bytes: Uint8Array, track?: string): IngestedMelody {
  const melody = readMidiMelody(bytes, track);
  return {
    title: null,
    creators: [],
    key: melody.key,
    stats: requireNotes(pitchStats(melody.notes), "midi"),
  };
}

/** A MusicXML or .mxl lead sheet (notated durations as weights). Used for OpenEWLD and operators' files. */
export function ingestMusicXml(bytes: Uint8Array): IngestedMelody {
  const sheet = readLeadSheet(bytes);
  return {
    title: sheet.title,
    creators: sheet.creators,
    key: sheet.key,
    stats: requireNotes(pitchStats(sheet.notes), "musicxml"),
  };
}
