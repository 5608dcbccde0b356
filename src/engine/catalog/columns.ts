import { VOICE_TYPES, type VoiceType } from "../profile/voice-types.js";
import { difficultyPoints } from "../scoring/difficulty.js";
import { safeTopMargin } from "../scoring/range-fit.js";
import type { CatalogEntry } from "./catalog.js";

/**
 * Per-song facts the bucket rules read for every song on every request, laid out as typed
 * columns at load. Chasing entry -> song -> field for tens of thousands of songs costs far more
 * (measured in bench/) than reading one array.
 */
export class CatalogColumns {
  readonly popularity: Float64Array;
  readonly trusted: Uint8Array;
  readonly voicesThatFit: Uint8Array;
  readonly coreSpan: Float64Array;
  readonly difficultyPoints: Float64Array;
  readonly safeTopMargin: Float64Array;
  /** Index into VOICE_TYPES of the performer's voice type; -1 when unknown. */
  readonly performerVoiceType: Int8Array;

  constructor(entries: readonly CatalogEntry[]) {
    const n = entries.length;
    this.popularity = new Float64Array(n);
    this.trusted = new Uint8Array(n);
    this.voicesThatFit = new Uint8Array(n);
    this.coreSpan = new Float64Array(n);
    this.difficultyPoints = new Float64Array(n);
    this.safeTopMargin = new Float64Array(n);
    this.performerVoiceType = new Int8Array(n);
    entries.forEach(({ song, shape, voicesThatFit }, i) => {
      this.popularity[i] = song.popularity;
      this.trusted[i] = shape.trusted ? 1 : 0;
      this.voicesThatFit[i] = voicesThatFit;
      this.coreSpan[i] = shape.coreHigh - shape.coreLow;
      this.difficultyPoints[i] = difficultyPoints(shape);
      this.safeTopMargin[i] = safeTopMargin(shape);
      this.performerVoiceType[i] = song.performerVoiceType
        ? VOICE_TYPES.indexOf(song.performerVoiceType)
        : -1;
    });
  }

  static voiceTypeIndex(type: VoiceType): number {
    return VOICE_TYPES.indexOf(type);
  }
}
