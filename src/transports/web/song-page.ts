import type { Song } from "../../engine/catalog/song.js";
import { formatNote } from "../../engine/notes/notes.js";
import { CONFIDENCE_IN_WORDS, SOURCE_IN_WORDS } from "./provenance.js";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/** A plain HTML page for one song: what it is, where it sits, and how far to trust that. */
export function songPage(song: Song): string {
  const range = `${formatNote(song.lowest)}–${formatNote(song.highest)}`;
  const tessitura = `${formatNote(song.tessituraLow)}–${formatNote(song.tessituraHigh)}`;
  const held =
    song.p05 !== null && song.p95 !== null ? `${formatNote(song.p05)}–${formatNote(song.p95)}` : null;
  const facts = [
    ["Range", range],
    ...(held ? [["Range you must hold (5th–95th percentile)", held]] : []),
    ["Tessitura (where most of it lives)", tessitura],
    ["Original key", song.originalKey ?? "unknown"],
    ["Year", song.year === null ? "unknown" : String(song.year)],
    ["Genre", song.genre ?? "unknown"],
  ];
  const error =
    song.errorSemitones > 0
      ? ` Possible error: ±${song.errorSemitones} semitone${song.errorSemitones === 1 ? "" : "s"}.`
      : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(song.title)} – ${escape(song.artist)} · vocal range · Singable</title>
</head>
<body>
<main>
<h1>${escape(song.title)}</h1>
<p>${escape(song.artist)}</p>
<dl>
${facts.map(([k, v]) => `<dt>${escape(k as string)}</dt><dd>${escape(v as string)}</dd>`).join("\n")}
</dl>
<h2>Where this range comes from</h2>
<p>This range was ${escape(SOURCE_IN_WORDS[song.rangeSource])}. ${escape(CONFIDENCE_IN_WORDS[song.rangeConfidence])}${escape(error)}</p>
<p><small>${escape(song.attribution)}</small></p>
</main>
</body>
</html>
`;
}
