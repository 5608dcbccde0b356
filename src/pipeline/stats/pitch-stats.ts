/** One sounding note of a melody: MIDI pitch and how long it lasts (any unit, used as a weight). */
export interface MelodyNote {
  midi: number;
  duration: number;
}

export interface PitchStats {
  lowest: number;
  highest: number;
  p05: number;
  p25: number;
  median: number;
  p75: number;
  p95: number;
  /** Notes counted (tied notes count once). */
  notes: number;
}

/**
 * Duration-weighted percentiles: the pitch at which the cumulative sounding time first reaches
 * the given share of the total. A long held note weighs more than a run of short ones, which is
 * what a singer feels. Always returns pitches that occur in the melody.
 */
export function pitchStats(notes: readonly MelodyNote[]): PitchStats | null {
  const sounding = notes.filter((n) => n.duration > 0);
  if (sounding.length === 0) return null;
  const byPitch = new Map<number, number>();
  for (const n of sounding) byPitch.set(n.midi, (byPitch.get(n.midi) ?? 0) + n.duration);
  const ladder = [...byPitch.entries()].sort((a, b) => a[0] - b[0]);
  const total = ladder.reduce((sum, [, weight]) => sum + weight, 0);
  const at = (share: number): number => {
    let cumulative = 0;
    for (const [pitch, weight] of ladder) {
      cumulative += weight;
      // A tiny tolerance keeps float sums such as 0.1 + 0.2 from skipping a pitch.
      if (cumulative >= share * total - 1e-9) return pitch;
    }
    return (ladder[ladder.length - 1] as [number, number])[0];
  };
  return {
    lowest: (ladder[0] as [number, number])[0],
    highest: (ladder[ladder.length - 1] as [number, number])[0],
    p05: at(0.05),
    p25: at(0.25),
    median: at(0.5),
    p75: at(0.75),
    p95: at(0.95),
    notes: sounding.length,
  };
}

/** The catalog's range fields from melody statistics, moved by `shift` semitones (an octave decision). */
export function rangeFields(stats: PitchStats, shift = 0) {
  return {
    lowest: stats.lowest + shift,
    highest: stats.highest + shift,
    p05: stats.p05 + shift,
    p95: stats.p95 + shift,
    tessituraLow: stats.p25 + shift,
    tessituraHigh: stats.p75 + shift,
    median: stats.median + shift,
  };
}
