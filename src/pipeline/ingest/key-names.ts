const MAJOR_BY_FIFTHS = ["Cb", "Gb", "Db", "Ab", "Eb", "Bb", "F", "C", "G", "D", "A", "E", "B", "F#", "C#"];
const MINOR_BY_FIFTHS = ["Ab", "Eb", "Bb", "F", "C", "G", "D", "A", "E", "B", "F#", "C#", "G#", "D#", "A#"];

/** Key name from a key signature (-7..7 fifths) and mode, e.g. (-1, "major") -> "F major". */
export function keyFromFifths(fifths: number, mode: string | undefined): string | null {
  const minor = mode?.toLowerCase() === "minor";
  const tonic = (minor ? MINOR_BY_FIFTHS : MAJOR_BY_FIFTHS)[fifths + 7];
  return tonic ? `${tonic} ${minor ? "minor" : "major"}` : null;
}

/** Key name from POP909's audio key labels, e.g. "Gb:maj" -> "Gb major", "C#:min" -> "C# minor". */
export function keyFromLabel(label: string): string | null {
  const match = /^([A-G][#b]?):(maj|min)/.exec(label.trim());
  if (!match) return null;
  return `${match[1]} ${match[2] === "min" ? "minor" : "major"}`;
}
