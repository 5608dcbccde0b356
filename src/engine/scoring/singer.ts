import type { VocalProfile } from "../profile/profile.js";
import type { VoiceType } from "../profile/voice-types.js";

/** What scoring needs to know of a singer. */
export interface Singer {
  readonly low: number;
  readonly high: number;
  readonly voiceType: VoiceType;
}

export function singerOf(profile: VocalProfile): Singer {
  return { low: profile.rangeLow, high: profile.rangeHigh, voiceType: profile.voiceType };
}
