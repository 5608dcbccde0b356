import slugify from "@sindresorhus/slugify";

/** URL-safe, stable slug from title and artist; `taken` resolves collisions with a numeric suffix. */
export function songSlug(title: string, artist: string, taken: Set<string>): string {
  const base = slugify(`${title} ${artist}`) || "song";
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

/** Key for spotting the same song twice: case, accents and punctuation ignored. */
export function identityKey(title: string, artist: string): string {
  return `${slugify(title)}|${slugify(artist)}`;
}
