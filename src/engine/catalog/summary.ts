import { formatNote } from "../notes/notes.js";
import type { Song } from "./song.js";

/** The song object every answer carries, provenance and link included. */
export interface SongSummary {
  slug: string;
  title: string;
  artist: string;
  genre: string | null;
  year: number | null;
  popularity: number;
  originalKey: string | null;
  range: {
    lowest: string;
    highest: string;
    tessitura: string;
    lowestMidi: number;
    highestMidi: number;
  };
  rangeConfidence: Song["rangeConfidence"];
  rangeSource: Song["rangeSource"];
  errorSemitones: number;
  url: string;
}

export function summarize(song: Song): SongSummary {
  return {
    slug: song.slug,
    title: song.title,
    artist: song.artist,
    genre: song.genre,
    year: song.year,
    popularity: song.popularity,
    originalKey: song.originalKey,
    range: {
      lowest: formatNote(song.lowest),
      highest: formatNote(song.highest),
      tessitura: `${formatNote(song.tessituraLow)}-${formatNote(song.tessituraHigh)}`,
      lowestMidi: song.lowest,
      highestMidi: song.highest,
    },
    rangeConfidence: song.rangeConfidence,
    rangeSource: song.rangeSource,
    errorSemitones: song.errorSemitones,
    url: song.url,
  };
}
