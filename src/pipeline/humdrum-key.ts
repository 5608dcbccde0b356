const MODES: Record<string, string> = {
  dor: "dorian",
  mix: "mixolydian",
  lyd: "lydian",
  phr: "phrygian",
};

/**
 * Humdrum key tokens: upper case major, lower case minor, "-" flat, "#" sharp ("B-" = B-flat
 * major), optionally ":dor" / ":mix" for modes; other suffixes (e.g. ":#6#7") keep the case's mode.
 */
export function humdrumKeyName(token: string): string | null {
  const match = /^([A-Ga-g])([-#]?)(?::(\w+))?/.exec(token.trim());
  if (!match) return null;
  const letter = match[1] as string;
  const accidental = match[2] === "-" ? "b" : (match[2] ?? "");
  const mode = MODES[match[3] ?? ""] ?? (letter === letter.toUpperCase() ? "major" : "minor");
  return `${letter.toUpperCase()}${accidental} ${mode}`;
}
