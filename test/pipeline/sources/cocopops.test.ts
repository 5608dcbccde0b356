import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { humdrumKeyName } from "../../../src/pipeline/humdrum-key.js";
import { songSlug } from "../../../src/pipeline/slug.js";
import { decideOctave, readCocopops } from "../../../src/pipeline/sources/cocopops.js";

describe("humdrumKeyName", () => {
  it.each([
    ["A", "A major"],
    ["a", "A minor"],
    ["B-", "Bb major"],
    ["f#", "F# minor"],
    ["e:dor", "E dorian"],
    ["A:mix", "A mixolydian"],
    ["a:#6#7", "A minor"],
    ["", null],
  ])("%j -> %s", (token, name) => {
    expect(humdrumKeyName(token)).toBe(name);
  });
});

describe("songSlug", () => {
  it("makes URL-safe, unique slugs", () => {
    const taken = new Set<string>();
    expect(songSlug("Don't Stop Me Now", "Queen", taken)).toBe("dont-stop-me-now-queen");
    expect(songSlug("Don't stop me now!", "QUEEN", taken)).toBe("dont-stop-me-now-queen-2");
  });
});

const HEADER =
  "source,source_id,title,artist,year,key,lowest_midi,highest_midi,p05_midi,p25_midi,median_midi,p75_midi,p95_midi,lowest_note,highest_note,median_note,n_notes,octave_status,provenance";

describe("readCocopops", () => {
  const dir = mkdtempSync(join(tmpdir(), "cocopops-"));
  const csv = join(dir, "vocal_ranges.csv");
  writeFileSync(
    csv,
    [
      HEADER,
      "cocopops-billboard,bb/1,Help!,The Beatles,1965,A,57,73,59,62,64,68,69,A3,C#5,E4,300,sung_octave,measured",
      "cocopops-rollingstone,rs/1,Help!,The Beatles,1965,A,57,73,59,62,64,68,69,A3,C#5,E4,350,sung_octave,measured",
      "cocopops-billboard,bb/2,Karma Chameleon,Culture Club,1984,B-,65,77,66,68,72,74,76,F4,F5,C5,200,check_octave (x),measured",
      "cocopops-billboard,bb/3,Respect,Aretha Franklin,1967,C,60,79,62,67,72,74,77,C4,G5,C5,200,check_octave (x),measured",
      "cocopops-billboard,bb/4,Go Your Own Way,Fleetwood Mac,1977,F,55,70,57,62,65,67,69,G3,A#4,F4,200,check_octave (x),measured",
    ].join("\n"),
  );
  const performers = new Map([
    ["The Beatles", { sex: "male" as const, voiceType: null }],
    ["Culture Club", { sex: "male" as const, voiceType: null }],
    ["Aretha Franklin", { sex: "female" as const, voiceType: "mezzo" as const }],
    ["Fleetwood Mac", { sex: "mixed" as const, voiceType: null }],
  ]);
  const { rows, dropped } = readCocopops(csv, performers);
  const byTitle = (title: string) => rows.find((r) => r.row.title === title)?.row;

  it("merges a song present in both parts, keeping the fuller transcription and crediting both", () => {
    const help = rows.filter((r) => r.row.title === "Help!");
    expect(help).toHaveLength(1);
    expect(help[0]?.sourceId).toBe("rs/1");
    expect(help[0]?.row.attribution).toContain("McGill Billboard sample and Rolling Stone 200");
    expect(help[0]?.row.popularity).toBe(80);
    expect(dropped.find((d) => d.id === "bb/1")?.detail).toBe("kept rs/1");
  });

  it("maps the statistics to the catalog fields", () => {
    expect(byTitle("Help!")).toMatchObject({
      lowest: 57,
      highest: 73,
      p05: 59,
      tessituraLow: 62,
      median: 64,
      tessituraHigh: 68,
      p95: 69,
      originalKey: "A major",
      rangeConfidence: "measured",
      rangeSource: "expert-transcription",
    });
  });

  it("lowers an octave-flagged male lead transcribed an octave high, and trusts it less", () => {
    expect(byTitle("Karma Chameleon")).toMatchObject({
      lowest: 53,
      highest: 65,
      median: 60,
      rangeConfidence: "estimated",
      errorSemitones: 2,
    });
    expect(byTitle("Karma Chameleon")?.attribution).toContain("lowered one octave");
  });

  it("keeps a flagged female lead's octave, with lowered confidence", () => {
    expect(byTitle("Respect")).toMatchObject({
      lowest: 60,
      highest: 79,
      rangeConfidence: "estimated",
      performerVoiceType: "mezzo",
    });
  });

  it("drops a flagged row whose lead is mixed or unknown, saying why", () => {
    expect(byTitle("Go Your Own Way")).toBeUndefined();
    expect(dropped.find((d) => d.id === "bb/4")?.reason).toContain("octave");
  });
});

describe("decideOctave", () => {
  it("uses B4 as the male threshold", () => {
    expect(decideOctave(70, { sex: "male", voiceType: null })).toMatchObject({ shift: 0 });
    expect(decideOctave(71, { sex: "male", voiceType: null })).toMatchObject({ shift: -12 });
    expect(decideOctave(74, { sex: "female", voiceType: null })).toMatchObject({ shift: 0 });
    expect(decideOctave(74, undefined)).toHaveProperty("drop");
  });
});
