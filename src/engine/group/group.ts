import type { Catalog, CatalogEntry } from "../catalog/catalog.js";
import { formatNote } from "../notes/notes.js";
import { rankVoiceTypes, type VoiceTypeCandidate } from "../profile/voice-types.js";
import { type Difficulty, difficultyOf } from "../scoring/difficulty.js";
import { scoreShape } from "../scoring/match.js";
import { rangeFitLabel } from "../scoring/range-fit.js";
import type { Singer } from "../scoring/singer.js";

export interface GroupMember {
  id: string;
  low: number;
  high: number;
}

export interface SharedRange {
  low: number;
  high: number;
  lowNote: string;
  highNote: string;
}

export const GROUP_FIT_LABELS = ["fits-everyone", "fits-most", "fits-some"] as const;
export type GroupFitLabel = (typeof GROUP_FIT_LABELS)[number];

export interface GroupSong {
  slug: string;
  title: string;
  artist: string;
  genre: string | null;
  year: number | null;
  difficulty: Difficulty;
  fitLabel: GroupFitLabel;
  reason: string;
  fitsMemberIds: string[];
  /** Mean matchScore over the members it fits. */
  matchScore: number;
  rangeConfidence: CatalogEntry["song"]["rangeConfidence"];
  rangeSource: CatalogEntry["song"]["rangeSource"];
  url: string;
}

export interface OctavePlan {
  /** The range everyone shares once some members sing the melody an octave up or down. */
  sharedRange: SharedRange;
  /** +1: this member sings an octave above the plan's range; -1: below; 0: as written. */
  members: Array<{ id: string; octave: -1 | 0 | 1 }>;
  songs: GroupSong[];
}

export interface GroupFit {
  sharedRange: SharedRange | null;
  songs: GroupSong[];
  octavePlan: OctavePlan | null;
}

export const DEFAULT_GROUP_LIMIT = 20;
/** An octave plan is offered only when it widens the shared range by at least this much. */
const OCTAVE_PLAN_GAIN = 3;

function sharedRangeOf(members: readonly GroupMember[]): SharedRange | null {
  const low = Math.max(...members.map((m) => m.low));
  const high = Math.min(...members.map((m) => m.high));
  return low <= high ? { low, high, lowNote: formatNote(low), highNote: formatNote(high) } : null;
}

function widthOf(range: SharedRange | null): number {
  return range ? range.high - range.low : -1;
}

function singerFor(member: GroupMember): Singer {
  const best = rankVoiceTypes(member)[0] as VoiceTypeCandidate;
  return { low: member.low, high: member.high, voiceType: best.voiceType };
}

function fitLabelOf(fits: number, members: number): GroupFitLabel {
  return fits === members ? "fits-everyone" : fits * 2 >= members ? "fits-most" : "fits-some";
}

/** How the group sings a song: each at their own pitch, or some an octave apart (octave plan). */
type Arrangement = "as written" | "an octave apart";

function reasonOf(
  entry: CatalogEntry,
  fitIds: string[],
  members: readonly GroupMember[],
  arrangement: Arrangement,
): string {
  const songRange = `${formatNote(entry.shape.coreLow)}-${formatNote(entry.shape.coreHigh)}`;
  if (fitIds.length === members.length) {
    return `Its range ${songRange} suits all ${members.length} singers ${arrangement === "as written" ? "as written" : "singing an octave apart as planned"}.`;
  }
  const left = members.filter((m) => !fitIds.includes(m.id)).map((m) => m.id);
  return `Its range ${songRange} suits ${fitIds.join(", ")} (${fitIds.length} of ${members.length}); it is outside the range of ${left.join(", ")}.`;
}

/** Songs ranked by how many members hold them, then by their mean fit. */
function rankSongs(
  catalog: Catalog,
  members: readonly GroupMember[],
  limit: number,
  arrangement: Arrangement,
): GroupSong[] {
  const singers = members.map(singerFor);
  const ranked: Array<{ entry: CatalogEntry; fitIds: string[]; meanScore: number }> = [];
  for (const entry of catalog.entries) {
    const fitIds: string[] = [];
    let total = 0;
    singers.forEach((singer, i) => {
      const scores = scoreShape(singer, entry.shape);
      const label = rangeFitLabel(scores.excess, entry.shape);
      if (label === "comfortable" || label === "fits" || label === "tight") {
        fitIds.push((members[i] as GroupMember).id);
        total += scores.matchScore;
      }
    });
    if (fitIds.length > 0) ranked.push({ entry, fitIds, meanScore: Math.round(total / fitIds.length) });
  }
  ranked.sort(
    (a, b) =>
      b.fitIds.length - a.fitIds.length ||
      b.meanScore - a.meanScore ||
      b.entry.song.popularity - a.entry.song.popularity,
  );
  return ranked.slice(0, limit).map(({ entry, fitIds, meanScore }) => ({
    slug: entry.song.slug,
    title: entry.song.title,
    artist: entry.song.artist,
    genre: entry.song.genre,
    year: entry.song.year,
    difficulty: difficultyOf(entry.shape),
    fitLabel: fitLabelOf(fitIds.length, members.length),
    reason: reasonOf(entry, fitIds, members, arrangement),
    fitsMemberIds: fitIds,
    matchScore: meanScore,
    rangeConfidence: entry.song.rangeConfidence,
    rangeSource: entry.song.rangeSource,
    url: entry.song.url,
  }));
}

const OCTAVE_SHIFTS = [0, -12, 12] as const;

/**
 * Mixed groups sing together an octave apart. Anchored on each member in turn, every other
 * member takes the octave that overlaps the anchor most; the widest resulting range wins.
 */
function octaveAlignment(members: readonly GroupMember[]): {
  shifted: GroupMember[];
  range: SharedRange | null;
} {
  let best: { shifted: GroupMember[]; range: SharedRange | null } = {
    shifted: [...members],
    range: sharedRangeOf(members),
  };
  for (const anchor of members) {
    const shifted = members.map((member) => {
      let choice = member;
      let overlap = Number.NEGATIVE_INFINITY;
      for (const shift of OCTAVE_SHIFTS) {
        const low = member.low + shift;
        const high = member.high + shift;
        const thisOverlap = Math.min(high, anchor.high) - Math.max(low, anchor.low);
        if (thisOverlap > overlap) {
          overlap = thisOverlap;
          choice = { id: member.id, low, high };
        }
      }
      return choice;
    });
    const range = sharedRangeOf(shifted);
    if (widthOf(range) > widthOf(best.range)) best = { shifted, range };
  }
  return best;
}

/** Shared range of a group and the songs inside it; never invents a range that is not shared. */
export function groupFit(
  catalog: Catalog,
  members: readonly GroupMember[],
  limit = DEFAULT_GROUP_LIMIT,
): GroupFit {
  const sharedRange = sharedRangeOf(members);
  const songs = rankSongs(catalog, members, limit, "as written");

  const aligned = octaveAlignment(members);
  const gain = widthOf(aligned.range) - widthOf(sharedRange);
  const displaced = aligned.shifted.some((m, i) => m.low !== (members[i] as GroupMember).low);
  const octavePlan: OctavePlan | null =
    aligned.range && displaced && gain >= OCTAVE_PLAN_GAIN
      ? {
          sharedRange: aligned.range,
          members: aligned.shifted.map((m, i) => ({
            id: m.id,
            octave: (((members[i] as GroupMember).low - m.low) / 12) as -1 | 0 | 1,
          })),
          songs: rankSongs(catalog, aligned.shifted, limit, "an octave apart"),
        }
      : null;
  return { sharedRange, songs, octavePlan };
}
