import type { GroupFit, GroupSong } from "../../engine/group/group.js";
import type { VocalProfile } from "../../engine/profile/profile.js";
import type { Recommendations } from "../../engine/recommend/recommend.js";
import type { SongFit } from "../../engine/scoring/song-fit.js";
import type { SearchResult } from "../../operations/search.js";
import { table } from "./table.js";

/** Human-readable renderings of operation results; `--json` bypasses these. */

export function renderProfile(p: VocalProfile): string {
  const candidates = p.voiceTypeCandidates.map((c) => `${c.voiceType} ${c.score}`).join(", ");
  return [
    `Vocal ID      ${p.vocalId}`,
    `Range         ${p.rangeLowNote}-${p.rangeHighNote} (MIDI ${p.rangeLow}-${p.rangeHigh})`,
    `Voice type    ${p.voiceType} (${p.voiceTypeSource}; candidates: ${candidates})`,
    `Tone          ${p.toneLabel}`,
    `Confidence    ${p.confidenceTier} (${p.humProfile.confidence})`,
  ].join("\n");
}

function fitRows(fits: SongFit[]) {
  return fits.map((f) => [
    f.matchScore,
    f.title,
    f.artist,
    `${f.range.lowest}-${f.range.highest}`,
    f.fitDetails.rangeFitLabel,
    f.difficulty,
    f.suggestedKey || "-",
    f.rangeConfidence,
  ]);
}

const FIT_HEADERS = ["match", "title", "artist", "range", "fit", "difficulty", "key change", "range is"];

const BUCKET_TITLES: Array<[keyof Recommendations, string]> = [
  ["bestSafePicks", "Best safe picks"],
  ["easyWins", "Easy wins"],
  ["popularCrowdPleasers", "Popular crowd pleasers"],
  ["groupFriendly", "Group friendly"],
  ["riskyPicksToAvoid", "Risky picks to avoid"],
];

export function renderRecommendations(r: Recommendations): string {
  const sections = [
    `${r.vocalId} (${r.voiceType}, confidence ${r.confidenceTier})`,
    "",
    "Top matches",
    table(FIT_HEADERS, fitRows(r.matches)),
  ];
  for (const [bucket, title] of BUCKET_TITLES) {
    const fits = r[bucket] as SongFit[];
    sections.push(
      "",
      `${title} (${fits.length})`,
      fits.length ? table(FIT_HEADERS, fitRows(fits)) : "  none",
    );
  }
  return sections.join("\n");
}

export function renderFit(f: SongFit): string {
  const lines = [
    `${f.title} - ${f.artist}`,
    `Song range ${f.range.lowest}-${f.range.highest}, tessitura ${f.range.tessitura}; range ${f.rangeConfidence} (${f.rangeSource}, ±${f.errorSemitones})`,
    `Match ${f.matchScore}  (range ${f.vocalFitScore}, tessitura ${f.tessituraScore}, voice type ${f.voiceTypeFitScore})`,
    `Fit: ${f.fitDetails.rangeFitLabel}; difficulty ${f.difficulty}; priority tier ${f.fitDetails.priorityTier}`,
    "",
    f.whyItFits,
  ];
  if (f.riskWarning) lines.push("", `Risk (${f.fitDetails.riskLabel}): ${f.riskWarning}`);
  if (f.suggestedKey) {
    lines.push(
      "",
      `Suggested key: ${f.suggestedKey} -> ${f.transposition.lowest}-${f.transposition.highest}, match ${f.transposition.matchScore}`,
    );
  }
  lines.push("", f.url);
  return lines.join("\n");
}

export function renderSearch(r: SearchResult): string {
  if (r.count === 0) return `No songs match "${r.query}".`;
  const scored = r.songs.every((s) => "matchScore" in s);
  if (scored) return table(FIT_HEADERS, fitRows(r.songs as SongFit[]));
  return table(
    ["slug", "title", "artist", "year", "range", "range is"],
    r.songs.map((s) => [
      s.slug,
      s.title,
      s.artist,
      s.year ?? "-",
      `${s.range.lowest}-${s.range.highest}`,
      s.rangeConfidence,
    ]),
  );
}

function groupRows(songs: GroupSong[]) {
  return songs.map((s) => [
    s.matchScore,
    s.title,
    s.artist,
    s.fitLabel,
    s.fitsMemberIds.join(","),
    s.difficulty,
  ]);
}

export function renderGroup(g: GroupFit): string {
  const shared = g.sharedRange
    ? `${g.sharedRange.lowNote}-${g.sharedRange.highNote}`
    : "none (the ranges do not overlap)";
  const lines = [
    `Shared range: ${shared}`,
    "",
    table(["match", "title", "artist", "fit", "fits", "difficulty"], groupRows(g.songs)),
  ];
  if (g.octavePlan) {
    const plan = g.octavePlan;
    const who = plan.members
      .map((m) => `${m.id} ${m.octave > 0 ? "an octave up" : m.octave < 0 ? "an octave down" : "as written"}`)
      .join(", ");
    lines.push(
      "",
      `Octave plan: ${plan.sharedRange.lowNote}-${plan.sharedRange.highNote} with ${who}`,
      table(["match", "title", "artist", "fit", "fits", "difficulty"], groupRows(plan.songs)),
    );
  }
  return lines.join("\n");
}
