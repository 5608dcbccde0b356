import { Note, Midi as TonalMidi } from "tonal";
import { InputError } from "../errors.js";

/** A pitch as a MIDI note number (middle C = C4 = 60). */
export type Midi = number;

export const MIDI_MIN = 0;
export const MIDI_MAX = 127;

const UNICODE_ACCIDENTALS: ReadonlyArray<[RegExp, string]> = [
  [/𝄪/g, "##"],
  [/𝄫/g, "bb"],
  [/♯/g, "#"],
  [/♭/g, "b"],
];

/**
 * Tonal reads the letter case-sensitively ("EB4" is not E-flat), so fold to its canonical
 * spelling: upper-case letter, lower-case accidentals ("b", "x").
 */
function canonicalSpelling(raw: string): string {
  let text = raw.trim();
  for (const [pattern, ascii] of UNICODE_ACCIDENTALS) text = text.replace(pattern, ascii);
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

const HINT =
  'use a note name with its octave such as "C4", "F#3" or "Bb2" (middle C = C4), or a MIDI number 0-127';

function describe(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

function checkMidiNumber(value: number, field: string, shown: unknown): Midi {
  if (!Number.isInteger(value)) {
    throw new InputError(field, `${describe(shown)} is not a whole MIDI number; ${HINT}`);
  }
  if (value < MIDI_MIN || value > MIDI_MAX) {
    throw new InputError(field, `${describe(shown)} is outside MIDI 0-127; ${HINT}`);
  }
  return value;
}

/**
 * Parses a note name ("C4", "c#4", "E♭3", "Fx2", "Cbb5") or a MIDI number (60 or "60")
 * into a MIDI number. Throws an InputError naming `field` and the value otherwise.
 */
export function parseNote(value: unknown, field = "note"): Midi {
  if (typeof value === "number") return checkMidiNumber(value, field, value);
  if (typeof value !== "string" || value.trim() === "") {
    throw new InputError(field, `${describe(value)} is not a note; ${HINT}`);
  }
  const text = value.trim();
  if (/^[+-]?\d+(\.\d+)?$/.test(text)) return checkMidiNumber(Number(text), field, value);

  const note = Note.get(canonicalSpelling(text));
  if (note.empty || note.oct === undefined) {
    const reason = note.empty ? "is not a note" : "has no octave";
    throw new InputError(field, `${describe(value)} ${reason}; ${HINT}`);
  }
  if (note.oct < -1 || note.oct > 9 || note.midi === null) {
    throw new InputError(field, `${describe(value)} is outside C-1..G9 (MIDI 0-127); ${HINT}`);
  }
  return checkMidiNumber(note.midi, field, value);
}

/** Formats a MIDI number as a note name with sharps, e.g. 61 -> "C#4". */
export function formatNote(midi: Midi): string {
  return TonalMidi.midiToNoteName(Math.round(midi), { sharps: true });
}

/** Pitch class 0-11 of a MIDI number (C = 0). */
export function pitchClass(midi: Midi): number {
  return ((Math.round(midi) % 12) + 12) % 12;
}
