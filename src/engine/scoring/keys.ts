import { Note } from "tonal";

/** Key signatures as singers and karaoke machines name them (fewest accidentals). */
const MAJOR_NAMES = ["C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B"];
const MINOR_NAMES = ["C", "C#", "D", "Eb", "E", "F", "F#", "G", "G#", "A", "Bb", "B"];

const MODES = ["major", "minor", "dorian", "mixolydian", "lydian", "phrygian"] as const;
type Mode = (typeof MODES)[number];
/** Modes with a minor third take the minor spellings. */
const MINOR_LIKE: ReadonlySet<Mode> = new Set(["minor", "dorian", "phrygian"]);

export interface Key {
  tonic: string;
  mode: Mode;
}

/** Reads "A major", "F# minor", "Bbm", "E dorian", "Eb" (major when no mode is given). */
export function parseKey(text: string): Key | null {
  const match =
    /^\s*([A-Ga-g](?:#|b|♯|♭)?)\s*(major|minor|maj|min|m|dorian|mixolydian|lydian|phrygian)?\s*$/i.exec(text);
  if (!match) return null;
  const spelled = (match[1] as string).replace("♯", "#").replace("♭", "b");
  const tonic = Note.pitchClass(spelled.charAt(0).toUpperCase() + spelled.slice(1));
  if (!tonic) return null;
  const word = (match[2] ?? "major").toLowerCase();
  const mode: Mode = MODES.find((m) => m === word) ?? (/^m(in)?$/.test(word) ? "minor" : "major");
  return { tonic, mode };
}

export function formatKey(key: Key): string {
  return `${key.tonic} ${key.mode}`;
}

/** The key `semitones` away, spelled the way the key is usually written. */
export function transposeKey(key: Key, semitones: number): Key {
  const chroma = Note.chroma(key.tonic);
  const target = (((chroma + semitones) % 12) + 12) % 12;
  const names = MINOR_LIKE.has(key.mode) ? MINOR_NAMES : MAJOR_NAMES;
  return { tonic: names[target] as string, mode: key.mode };
}

function signed(semitones: number): string {
  return semitones > 0 ? `+${semitones}` : String(semitones);
}

/** "A major (-2)"; without a known original key, "-2 semitones". Empty for no shift. */
export function suggestedKeyText(originalKey: string | null, semitones: number): string {
  if (semitones === 0) return "";
  const key = originalKey ? parseKey(originalKey) : null;
  if (!key) return `${signed(semitones)} semitones`;
  return `${formatKey(transposeKey(key, semitones))} (${signed(semitones)})`;
}

export function targetKeyName(originalKey: string | null, semitones: number): string | null {
  const key = originalKey ? parseKey(originalKey) : null;
  return key ? formatKey(transposeKey(key, semitones)) : null;
}
