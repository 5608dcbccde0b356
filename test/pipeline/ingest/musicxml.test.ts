import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { InputError } from "../../../src/engine/errors.js";
import { ingestMusicXml } from "../../../src/pipeline/ingest/ingest.js";
import { readLeadSheet } from "../../../src/pipeline/ingest/musicxml.js";
import { leadSheetXml, mxl } from "../../support/musicxml-fixture.js";

const bytes = (xml: string) => strToU8(xml);

describe("readLeadSheet", () => {
  it("takes title and creators from the file, composers first", () => {
    const sheet = readLeadSheet(
      bytes(
        leadSheetXml({
          title: "Test Song",
          composers: ["Ann Composer"],
          lyricist: "Lee Lyricist",
          measures: [{ notes: [{ pitch: "C4", duration: 4 }] }],
        }),
      ),
    );
    expect(sheet.title).toBe("Test Song");
    expect(sheet.creators).toEqual(["Ann Composer", "Lee Lyricist"]);
  });

  it("skips rests and grace notes and weighs by notated duration", () => {
    const sheet = readLeadSheet(
      bytes(
        leadSheetXml({
          measures: [
            {
              notes: [
                { duration: 4 },
                { pitch: "D5", duration: 0, grace: true },
                { pitch: "C4", duration: 4 },
                { pitch: "E4", duration: 8 },
              ],
            },
          ],
        }),
      ),
    );
    expect(sheet.notes).toEqual([
      { midi: 60, duration: 1 },
      { midi: 64, duration: 2 },
    ]);
  });

  it("joins tied notes into one, across barlines", () => {
    const sheet = readLeadSheet(
      bytes(
        leadSheetXml({
          measures: [
            {
              notes: [
                { pitch: "G4", duration: 4 },
                { pitch: "A4", duration: 12, tie: "start" },
              ],
            },
            {
              notes: [
                { pitch: "A4", duration: 4, tie: "both" },
                { pitch: "A4", duration: 4, tie: "stop" },
                { pitch: "F4", duration: 8 },
              ],
            },
          ],
        }),
      ),
    );
    expect(sheet.notes).toEqual([
      { midi: 67, duration: 1 },
      { midi: 69, duration: 5 },
      { midi: 65, duration: 2 },
    ]);
  });

  it("reads only voice 1 and the top note of a chord", () => {
    const sheet = readLeadSheet(
      bytes(
        leadSheetXml({
          measures: [
            {
              notes: [
                { pitch: "E4", duration: 4 },
                { pitch: "C5", duration: 4, chord: true },
                { pitch: "G4", duration: 4, chord: true },
                { pitch: "C3", duration: 8, voice: 2 },
                { pitch: "D4", duration: 4 },
              ],
            },
          ],
        }),
      ),
    );
    expect(sheet.notes).toEqual([
      { midi: 72, duration: 1 },
      { midi: 62, duration: 1 },
    ]);
  });

  it("applies a transposing part's <transpose> to get sounding pitch", () => {
    const sheet = readLeadSheet(
      bytes(
        leadSheetXml({
          measures: [
            { transpose: { chromatic: -2, octaveChange: -1 }, notes: [{ pitch: "D5", duration: 4 }] },
          ],
        }),
      ),
    );
    expect(sheet.notes).toEqual([{ midi: 60, duration: 1 }]);
  });

  it("names the key in force longest, and lists key changes in order", () => {
    const sheet = readLeadSheet(
      bytes(
        leadSheetXml({
          measures: [
            { key: { fifths: -1, mode: "major" }, notes: [{ pitch: "F4", duration: 4 }] },
            { key: { fifths: 1, mode: "major" }, notes: [{ pitch: "G4", duration: 16 }] },
            { key: { fifths: 0, mode: "minor" }, notes: [{ pitch: "A4", duration: 8 }] },
          ],
        }),
      ),
    );
    expect(sheet.keys).toEqual(["F major", "G major", "A minor"]);
    expect(sheet.key).toBe("G major");
  });

  it("reads compressed .mxl archives, even when the container is malformed", () => {
    const xml = leadSheetXml({ title: "Zipped", measures: [{ notes: [{ pitch: "B3", duration: 4 }] }] });
    expect(readLeadSheet(mxl(xml)).title).toBe("Zipped");
    const broken = zipSync({
      "META-INF/container.xml": strToU8(
        `<container><rootfiles><rootfile full-path='It's.xml'/></rootfiles></container>`,
      ),
      "It's.xml": strToU8(xml),
    });
    expect(readLeadSheet(broken).title).toBe("Zipped");
  });

  it("refuses what is not partwise MusicXML", () => {
    expect(() => readLeadSheet(bytes("<score-timewise/>"))).toThrow(InputError);
    expect(() => readLeadSheet(zipSync({ "readme.txt": strToU8("hi") }))).toThrow(/holds no score/);
  });
});

describe("ingestMusicXml", () => {
  it("gives exact duration-weighted statistics", () => {
    const xml = leadSheetXml({
      title: "Ladder",
      composers: ["X"],
      measures: [
        {
          key: { fifths: 0 },
          notes: [
            { pitch: "C4", duration: 4 },
            { pitch: "D4", duration: 4 },
            { pitch: "E4", duration: 8 },
            { pitch: "G4", duration: 16 },
            { pitch: "C5", duration: 4 },
          ],
        },
      ],
    });
    // 36 divisions: C4 4, D4 4, E4 8, G4 16, C5 4 (cumulative 4, 8, 16, 32, 36).
    expect(ingestMusicXml(mxl(xml))).toEqual({
      title: "Ladder",
      creators: ["X"],
      key: "C major",
      stats: { lowest: 60, highest: 72, p05: 60, p25: 64, median: 67, p75: 67, p95: 72, notes: 5 },
    });
  });
});
