import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Catalog } from "../../src/engine/catalog/catalog.js";
import { isTrusted } from "../../src/engine/catalog/song.js";
import { parseNote } from "../../src/engine/notes/notes.js";
import { identityKey } from "../../src/pipeline/slug.js";
import { BUNDLED_CATALOG } from "../../src/runtime/paths.js";

/** Invariants and spot checks over data/catalog.json exactly as shipped. */
const document = JSON.parse(readFileSync(BUNDLED_CATALOG, "utf8")) as {
  songs: Array<Record<string, unknown>>;
};
const catalog = Catalog.fromDocument(document, { publicBaseUrl: "https://singable.test" });
const songs = catalog.entries.map((e) => e.song);

const find = (title: string, artist: string) => songs.find((s) => s.title === title && s.artist === artist);

describe("the shipped catalog", () => {
  it("loads: every row valid", () => {
    expect(catalog.size).toBe(document.songs.length);
  });

  it("holds at least 1,800 songs from all four sources", () => {
    expect(songs.length).toBeGreaterThanOrEqual(1800);
    const sources = new Set(songs.map((s) => s.rangeSource));
    expect(sources).toEqual(
      new Set(["expert-transcription", "midi-melody-register-estimated", "lead-sheet", "editorial-estimate"]),
    );
  });

  it("holds at least 600 editorial songs from 1990-2026", () => {
    const recent = songs.filter(
      (s) => s.attribution.includes("editorial estimate") && s.year !== null && s.year >= 1990,
    );
    expect(recent.length).toBeGreaterThanOrEqual(600);
  });

  it("has unique slugs and no song twice", () => {
    expect(new Set(songs.map((s) => s.slug)).size).toBe(songs.length);
    expect(new Set(songs.map((s) => identityKey(s.title, s.artist))).size).toBe(songs.length);
  });

  it("orders every row lowest <= p05 <= p25 <= median <= p75 <= p95 <= highest", () => {
    for (const s of songs) {
      const ladder = [
        s.lowest,
        s.p05 ?? s.lowest,
        s.tessituraLow,
        s.median,
        s.tessituraHigh,
        s.p95 ?? s.highest,
        s.highest,
      ];
      expect(ladder, s.slug).toEqual([...ladder].sort((a, b) => a - b));
    }
  });

  it("gives every untrusted row an error budget, and every row provenance", () => {
    for (const s of songs) {
      if (!isTrusted(s.rangeConfidence)) expect(s.errorSemitones, s.slug).toBeGreaterThan(0);
      expect(s.attribution.length, s.slug).toBeGreaterThan(10);
    }
  });

  it("never guesses a year for sources that lack one", () => {
    for (const s of songs.filter((x) => x.rangeSource === "lead-sheet" && !x.attribution.includes("Also:"))) {
      expect(s.year, s.slug).toBeNull();
    }
  });
});

describe("spot checks a person can verify", () => {
  it('"Yesterday" (The Beatles) sits around D3-F4 with the tessitura in the G3-D4 area', () => {
    const song = find("Yesterday", "The Beatles");
    expect(song).toMatchObject({
      lowest: parseNote("D3"),
      highest: parseNote("F4"),
      rangeConfidence: "measured",
    });
    expect(song?.tessituraLow).toBeGreaterThanOrEqual(parseNote("F3"));
    expect(song?.tessituraHigh).toBeLessThanOrEqual(parseNote("D#4"));
  });

  it('"东风破" (周杰伦) is sung around D3-G4, an octave under the arrangement', () => {
    expect(find("东风破", "周杰伦")).toMatchObject({
      lowest: parseNote("D3"),
      highest: parseNote("G4"),
      rangeConfidence: "estimated",
    });
  });

  it('"Karma Chameleon" (Culture Club) was lowered from the flagged octave-high transcription', () => {
    const song = find("Karma Chameleon", "Culture Club");
    expect(song?.median).toBe(parseNote("C4"));
    expect(song?.attribution).toContain("lowered one octave");
  });

  it('"Respect" (Aretha Franklin) keeps its high octave', () => {
    expect(find("Respect", "Aretha Franklin")?.median).toBe(parseNote("C5"));
  });

  it("finds Chinese songs under a pinyin slug", () => {
    expect(find("东风破", "周杰伦")?.slug).toBe("dong-feng-po-zhou-jie-lun");
  });
});
