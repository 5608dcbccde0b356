import { describe, expect, it } from "vitest";
import { searchSongs } from "../../../src/engine/search/search.js";
import { foldTerm, tokenize } from "../../../src/engine/search/text.js";
import { catalogOf, songRow } from "../../support/songs.js";

const catalog = catalogOf([
  songRow(50, 62, { slug: "yesterday", title: "Yesterday", artist: "The Beatles" }),
  songRow(50, 62, { slug: "let-it-be", title: "Let It Be", artist: "The Beatles" }),
  songRow(50, 62, { slug: "halo", title: "Halo", artist: "Beyoncé" }),
  songRow(50, 62, { slug: "dont-stop", title: "Don't Stop Me Now", artist: "Queen" }),
  songRow(50, 62, { slug: "dong-feng-po", title: "东风破", artist: "周杰伦", language: "zh" }),
  songRow(50, 62, {
    slug: "yesterday-once-more",
    title: "Yesterday Once More",
    artist: "Carpenters",
  }),
]);

const find = (q: string, limit = 10) => searchSongs(catalog, q, limit).map((h) => h.entry.song.slug);

describe("searchSongs", () => {
  it("finds by title and by artist", () => {
    expect(find("yesterday")).toEqual(expect.arrayContaining(["yesterday", "yesterday-once-more"]));
    expect(find("beatles")).toEqual(expect.arrayContaining(["yesterday", "let-it-be"]));
  });

  it("ranks an exact title above a longer one and narrows by title plus artist", () => {
    expect(find("yesterday")[0]).toBe("yesterday");
    expect(find("yesterday beatles")).toEqual(["yesterday"]);
  });

  it("ignores case and diacritics", () => {
    expect(find("BEYONCE")).toEqual(["halo"]);
    expect(find("beyoncé")).toEqual(["halo"]);
  });

  it("matches prefixes as you type", () => {
    expect(find("yest")).toContain("yesterday");
    expect(find("beat")).toContain("let-it-be");
  });

  it("tolerates a small typo", () => {
    expect(find("yesterdy")).toContain("yesterday");
    expect(find("beatels")).toContain("let-it-be");
  });

  it("ignores apostrophes", () => {
    expect(find("dont stop")).toEqual(["dont-stop"]);
  });

  it("finds Chinese titles and artists by any part", () => {
    expect(find("东风破")).toEqual(["dong-feng-po"]);
    expect(find("东风")).toEqual(["dong-feng-po"]);
    expect(find("周杰伦")).toEqual(["dong-feng-po"]);
  });

  it("finds Chinese songs by pinyin, as syllables or run together", () => {
    expect(find("dong feng po")).toEqual(["dong-feng-po"]);
    expect(find("dongfengpo")).toEqual(["dong-feng-po"]);
    expect(find("zhoujielun")).toEqual(["dong-feng-po"]);
  });

  it("falls back to any word when no song matches them all", () => {
    expect(find("halo zzzzqqq")).toEqual(["halo"]);
  });

  it("returns nothing for nonsense and respects the limit", () => {
    expect(find("qqqqxxxx")).toEqual([]);
    expect(find("the", 1)).toHaveLength(1);
  });
});

describe("search text folding", () => {
  it("folds case and accents", () => {
    expect(foldTerm("Beyoncé")).toBe("beyonce");
    expect(foldTerm("MÖTLEY")).toBe("motley");
  });

  it("splits Chinese into characters and pairs", () => {
    expect(tokenize("东风破")).toEqual(["东", "风", "破", "东风", "风破"]);
    expect(tokenize("Don't stop")).toEqual(["Dont", "stop"]);
  });
});
