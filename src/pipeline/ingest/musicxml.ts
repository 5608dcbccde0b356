import { strFromU8, unzipSync } from "fflate";
import { XMLParser } from "fast-xml-parser";
import { InputError } from "../../engine/errors.js";
import type { MelodyNote } from "../stats/pitch-stats.js";
import { keyFromFifths } from "./key-names.js";

export interface LeadSheet {
  title: string | null;
  /** Creators as named in the file: composers first, then the others (lyricists, arrangers). */
  creators: string[];
  notes: MelodyNote[];
  /** The key in force for the longest notated time (lead sheets may modulate). */
  key: string | null;
  /** Every key signature in order of appearance, repeats removed. */
  keys: string[];
}

type Xml = Record<string, unknown>;

const STEP_SEMITONES: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const ARRAYS = new Set(["part", "measure", "note", "creator", "key", "attributes", "tie", "rootfile"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ARRAYS.has(name),
  // Titles such as "1492" must stay text.
  parseTagValue: false,
});

const list = (value: unknown): Xml[] =>
  Array.isArray(value) ? (value as Xml[]) : value ? [value as Xml] : [];
const text = (value: unknown): string | undefined =>
  typeof value === "string"
    ? value.trim()
    : value && typeof value === "object" && "#text" in value
      ? String((value as Xml)["#text"]).trim()
      : undefined;
const num = (value: unknown): number | undefined => {
  const t = text(value);
  return t === undefined || t === "" ? undefined : Number(t);
};

/** The score named by META-INF/container.xml; undefined when absent or malformed (some archives
 * quote a path holding an apostrophe with apostrophes), in which case the caller looks for it. */
function rootfilePath(container: Uint8Array | undefined): string | undefined {
  if (!container) return undefined;
  try {
    const doc = parser.parse(strFromU8(container)) as Xml;
    const rootfiles = (doc.container as Xml | undefined)?.rootfiles as Xml | undefined;
    const path = list(rootfiles?.rootfile)[0]?.["@full-path"];
    return typeof path === "string" ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The score document of a compressed .mxl (via META-INF/container.xml) or plain MusicXML bytes. */
export function musicXmlText(bytes: Uint8Array): string {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (!isZip) return new TextDecoder().decode(bytes);
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch (err) {
    throw new InputError("musicxml", `not a readable .mxl archive (${(err as Error).message})`);
  }
  const declared = rootfilePath(files["META-INF/container.xml"]);
  const path =
    declared && declared in files
      ? declared
      : Object.keys(files).find((f) => !f.startsWith("META-INF/") && /\.(xml|musicxml)$/.test(f));
  const score = path ? files[path] : undefined;
  if (!score) throw new InputError("musicxml", "the .mxl archive holds no score");
  return strFromU8(score);
}

/**
 * Reads the melody of a one-part lead sheet: sounding pitches (transposition applied), weighted by
 * notated duration in quarter notes. Rests and grace notes are skipped, tied notes count once,
 * only voice 1 is read when several voices share the staff, and of a chord only its top note.
 */
export function readLeadSheet(bytes: Uint8Array): LeadSheet {
  let doc: Xml;
  try {
    doc = parser.parse(musicXmlText(bytes)) as Xml;
  } catch (err) {
    if (err instanceof InputError) throw err;
    throw new InputError("musicxml", `not readable MusicXML (${(err as Error).message})`);
  }
  const score = doc["score-partwise"] as Xml | undefined;
  if (!score) throw new InputError("musicxml", "only partwise MusicXML (score-partwise) is supported");

  const work = score.work as Xml | undefined;
  const title = text(work?.["work-title"]) || text(score["movement-title"]) || null;
  const creatorsRaw = list((score.identification as Xml | undefined)?.creator);
  const creators = [
    ...creatorsRaw.filter((c) => c["@type"] === "composer"),
    ...creatorsRaw.filter((c) => c["@type"] !== "composer"),
  ]
    .map((c) => text(c))
    .filter((c, i, all): c is string => !!c && all.indexOf(c) === i);

  const part = list(score.part)[0];
  if (!part) throw new InputError("musicxml", "the score has no part");

  const notes: MelodyNote[] = [];
  const keyTime = new Map<string, number>();
  const keys: string[] = [];
  let divisions = 1;
  let transpose = 0;
  let currentKey: string | null = null;
  let tied: MelodyNote | null = null;
  let chordTop: MelodyNote | null = null;

  for (const measure of list(part.measure)) {
    for (const attributes of list(measure.attributes)) {
      divisions = num(attributes.divisions) ?? divisions;
      const t = attributes.transpose as Xml | undefined;
      if (t) transpose = (num(t.chromatic) ?? 0) + 12 * (num(t["octave-change"]) ?? 0);
      const key = list(attributes.key)[0];
      if (key && num(key.fifths) !== undefined) {
        currentKey = keyFromFifths(num(key.fifths) as number, text(key.mode));
        if (currentKey && keys[keys.length - 1] !== currentKey) keys.push(currentKey);
      }
    }
    for (const note of list(measure.note)) {
      const voice = text(note.voice) ?? "1";
      if (voice !== "1" || "grace" in note || "rest" in note || !note.pitch) continue;
      const pitch = note.pitch as Xml;
      const step = STEP_SEMITONES[text(pitch.step) ?? ""];
      const octave = num(pitch.octave);
      if (step === undefined || octave === undefined) continue;
      const midi = Math.round(12 * (octave + 1) + step + (num(pitch.alter) ?? 0)) + transpose;
      const duration = (num(note.duration) ?? 0) / divisions;
      const ties = list(note.tie).map((tie) => tie["@type"]);

      if ("chord" in note) {
        // Same onset as the previous note: keep the higher, the sung line of a chord.
        if (chordTop && midi > chordTop.midi) chordTop.midi = midi;
        continue;
      }
      if (currentKey) keyTime.set(currentKey, (keyTime.get(currentKey) ?? 0) + duration);
      if (tied && ties.includes("stop") && tied.midi === midi) {
        tied.duration += duration;
        chordTop = tied;
      } else {
        const fresh: MelodyNote = { midi, duration };
        notes.push(fresh);
        chordTop = fresh;
      }
      tied = ties.includes("start") ? chordTop : null;
    }
  }

  let key: string | null = null;
  let longest = -1;
  for (const [name, time] of keyTime) {
    if (time > longest) [key, longest] = [name, time];
  }
  return { title, creators, notes, key: key ?? keys[0] ?? null, keys };
}
