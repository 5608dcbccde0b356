import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { leadSheetXml, mxl } from "../../support/musicxml-fixture.js";
import { midiFile } from "../../support/midi-fixture.js";
import { singable } from "./run-cli.js";

const dir = mkdtempSync(join(tmpdir(), "ingest-"));
const midiPath = join(dir, "song.mid");
writeFileSync(
  midiPath,
  midiFile({
    bpm: 90,
    key: { fifths: 2, minor: false },
    tracks: [
      {
        name: "VOCAL",
        notes: [
          { midi: 62, start: 0, beats: 1 },
          { midi: 69, start: 1, beats: 3 },
        ],
      },
    ],
  }),
);
const mxlPath = join(dir, "song.mxl");
writeFileSync(
  mxlPath,
  mxl(
    leadSheetXml({
      title: "My Tune",
      composers: ["Me"],
      measures: [
        {
          key: { fifths: -1 },
          notes: [
            { pitch: "F4", duration: 4 },
            { pitch: "C5", duration: 4 },
          ],
        },
      ],
    }),
  ),
);

describe("singable catalog ingest", () => {
  it("prints a catalog row for a MIDI file's named track", async () => {
    const { code, stdout } = await singable(["catalog", "ingest", "--midi", midiPath, "--track", "VOCAL"]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      originalKey: "D major",
      lowest: 62,
      highest: 69,
      p05: 62,
      tessituraLow: 62,
      median: 69,
      tessituraHigh: 69,
      p95: 69,
      noteNames: { lowest: "D4", highest: "A4" },
    });
  });

  it("prints a catalog row for a MusicXML lead sheet, title and composer included", async () => {
    const { code, stdout } = await singable(["catalog", "ingest", "--musicxml", mxlPath]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      title: "My Tune",
      artist: "Me",
      originalKey: "F major",
      lowest: 65,
      highest: 72,
    });
  });

  it.each([
    [["catalog", "ingest"], /exactly one of --midi FILE or --musicxml FILE/],
    [["catalog", "ingest", "--midi", "/no/such.mid"], /cannot read \/no\/such.mid: ENOENT/],
    [["catalog", "ingest", "--musicxml", midiPath], /musicxml/],
  ])("exits 2 with a clear message for %j", async (args, message) => {
    const { code, stderr } = await singable(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });
});

describe("singable catalog stats", () => {
  it("counts the shipped catalog along every dimension", async () => {
    const { code, stdout } = await singable(["catalog", "stats", "--json"]);
    expect(code).toBe(0);
    const stats = JSON.parse(stdout) as { songs: number; counts: Record<string, Record<string, number>> };
    expect(Object.keys(stats.counts)).toEqual([
      "rangeConfidence",
      "rangeSource",
      "genre",
      "decade",
      "language",
      "performerVoiceType",
    ]);
    for (const counts of Object.values(stats.counts)) {
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(stats.songs);
    }
  });

  it("prints tables by default", async () => {
    expect((await singable(["catalog", "stats"])).stdout).toMatch(/rangeConfidence\s+songs/);
  });
});
