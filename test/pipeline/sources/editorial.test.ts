import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readEditorial } from "../../../src/pipeline/sources/editorial.js";

const HEADER = "title,artist,year,genre,language,popularity,key,low,high,tessLow,tessHigh,voiceType,error";
const GOOD = "Someone Like You,Adele,2011,pop,en,95,A major,A3,E5,C#4,A4,mezzo,2";

function read(...lines: string[]) {
  const file = join(mkdtempSync(join(tmpdir(), "editorial-")), "songs.csv");
  writeFileSync(file, [HEADER, ...lines].join("\n"));
  return readEditorial(file);
}

describe("readEditorial", () => {
  it("turns a row into an estimated catalog row with its error budget", () => {
    expect(read(GOOD)[0]?.row).toMatchObject({
      title: "Someone Like You",
      artist: "Adele",
      year: 2011,
      originalKey: "A major",
      lowest: 57,
      highest: 76,
      tessituraLow: 61,
      tessituraHigh: 69,
      median: 65,
      p05: null,
      p95: null,
      performerVoiceType: "mezzo",
      rangeConfidence: "estimated",
      rangeSource: "editorial-estimate",
      errorSemitones: 2,
    });
  });

  it.each([
    ["popularity 0 (a placeholder)", GOOD.replace(",95,", ",0,"), /popularity/],
    ["an error budget under 2", GOOD.replace(/,2$/, ",1"), /error budget/],
    ["notes out of order", GOOD.replace("C#4,A4", "A4,C#4"), /out of order/],
    ["a span over 28 semitones", GOOD.replace("A3,E5", "A2,E5").replace("C#4,A4", "C#4,A4"), /span/],
    ["a bad note", GOOD.replace("E5", "H5"), /row 2.*high/],
    ["a bad voice type", GOOD.replace("mezzo", "diva"), /voice type/],
  ])("refuses %s, naming the row", (_, line, message) => {
    expect(() => read(line)).toThrow(message);
  });
});
