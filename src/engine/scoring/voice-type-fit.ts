import { referenceCentre } from "../profile/voice-types.js";
import type { Singer } from "./singer.js";
import type { SongShape } from "./song-shape.js";

export const VOICE_TYPE_FIT_LABELS = ["same-register", "neighbouring", "distant", "other-register"] as const;
export type VoiceTypeFitLabel = (typeof VOICE_TYPE_FIT_LABELS)[number];

/** Semitones between register centres that still count as the same voice. */
const SAME = 1.5;
const POINTS_PER_SEMITONE = 7;

export interface VoiceTypeFit {
  score: number;
  label: VoiceTypeFitLabel;
  /** Signed semitones from the singer's reference centre to the song's register centre. */
  offset: number;
}

/** Compares the song's register (performer's voice type, else its tessitura) with the singer's type. */
export function voiceTypeFit(singer: Singer, song: SongShape): VoiceTypeFit {
  const offset = song.registerCentre - referenceCentre(singer.voiceType);
  const distance = Math.abs(offset);
  const score = Math.max(
    0,
    Math.min(100, Math.round(100 - POINTS_PER_SEMITONE * Math.max(0, distance - SAME))),
  );
  const label: VoiceTypeFitLabel =
    distance <= SAME
      ? "same-register"
      : distance <= 4.5
        ? "neighbouring"
        : distance <= 8
          ? "distant"
          : "other-register";
  return { score, label, offset };
}
