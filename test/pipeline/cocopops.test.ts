import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { humdrumKeyName } from "../../src/pipeline/humdrum-key.js";
import { songSlug } from "../../src/pipeline/slug.js";
import { readCocopops } from "../../src/pipeline/sources/cocopops.js";

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
    ].join("\n"),
  );
  const { rows, dropped } = readCocopops(csv);

  it("merges a song present in both parts, keeping the fuller transcription and crediting both", () => {
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sourceId).toBe("rs/1");
    expect(rows[0]?.row.attribution).toContain("McGill Billboard sample and Rolling Stone 200");
    expect(rows[0]?.row.popularity).toBe(80);
    expect(dropped.map((d) => d.id)).toContain("bb/1");
  });

  it("maps the statistics to the catalog fields", () => {
    expect(rows[0]?.row).toMatchObject({
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

  it("keeps octave-flagged rows out and says why", () => {
    expect(dropped.find((d) => d.id === "bb/2")?.reason).toContain("octave");
  });
});
