import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { isVoiceType, type VoiceType } from "../engine/profile/voice-types.js";

export type Sex = "male" | "female" | "mixed";

export interface Performer {
  sex: Sex;
  voiceType: VoiceType | null;
}

/** The editorial performer table (data/editorial/performers.csv): lead singer's sex and voice type. */
export function readPerformers(csvPath: string): Map<string, Performer> {
  const rows: Array<{ artist: string; sex: string; voiceType: string }> = parse(readFileSync(csvPath), {
    columns: true,
    skip_empty_lines: true,
  });
  const table = new Map<string, Performer>();
  rows.forEach((row, index) => {
    const where = `${csvPath} row ${index + 2} (${row.artist})`;
    if (row.sex !== "male" && row.sex !== "female" && row.sex !== "mixed")
      throw new Error(`${where}: bad sex ${row.sex}`);
    if (row.voiceType && !isVoiceType(row.voiceType))
      throw new Error(`${where}: bad voice type ${row.voiceType}`);
    if (table.has(row.artist.trim())) throw new Error(`${where}: artist listed twice`);
    table.set(row.artist.trim(), {
      sex: row.sex,
      voiceType: row.voiceType ? (row.voiceType as VoiceType) : null,
    });
  });
  return table;
}
