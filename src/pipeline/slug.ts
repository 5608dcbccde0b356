import slugify from "@sindresorhus/slugify";
import { romanize } from "../engine/search/text.js";

/** URL-safe, stable slug from title and artist; `taken` resolves collisions with a numeric suffix. */
export function songSlug(title: string, artist: string, taken: Set<string>): string {
  const base = slugify(`${romanize(title)} ${romanize(artist)}`) || "song";
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

/** Key for spotting the same song twice, in any script: case, accents and punctuation ignored. */
export function identityKey(title: string, artist: string): string {
  return `${fold(title)}|${fold(artist)}`;
}
