import { describe, expect, it } from "vitest";
import { mergeDuplicates } from "../../src/pipeline/merge.js";
import { identityKey } from "../../src/pipeline/slug.js";
import type { SourceRow } from "../../src/pipeline/types.js";
import { songRow } from "../support/songs.js";

function sourceRow(source: SourceRow["source"], overrides: Parameters<typeof songRow>[2]): SourceRow {
  const { slug: _slug, ...row } = songRow(50, 62, {
    title: "Yesterday",
    artist: "The Beatles",
    ...overrides,
  });
  return { source, sourceId: `${source}-1`, row };
}

describe("mergeDuplicates", () => {
  const measured = sourceRow("cocopops", {
    genre: null,
    performerVoiceType: null,
    popularity: 80,
    attribution: "CoCoPops",
  });
  const estimated = sourceRow("editorial", {
    artist: "the beatles",
    lowest: 48,
    highest: 66,
    p05: null,
    p95: null,
    genre: "pop",
    performerVoiceType: "tenor",
    popularity: 90,
    rangeConfidence: "estimated",
    rangeSource: "editorial-estimate",
    errorSemitones: 2,
    attribution: "Editorial",
  });

  it("keeps the measured range over the estimated one", () => {
    const [merged] = mergeDuplicates([estimated, measured]);
    expect(merged?.row).toMatchObject({
      lowest: 50,
      highest: 62,
      rangeConfidence: "measured",
      artist: "The Beatles",
    });
  });

  it("fills metadata the better row lacks and credits both sources", () => {
    const [merged] = mergeDuplicates([measured, estimated]);
    expect(merged?.row).toMatchObject({ genre: "pop", performerVoiceType: "tenor", popularity: 90 });
    expect(merged?.row.attribution).toBe("CoCoPops Also: Editorial");
    expect(merged?.sources.map((s) => s.source)).toEqual(["cocopops", "editorial"]);
  });

  it("leaves different songs apart", () => {
    expect(mergeDuplicates([measured, sourceRow("editorial", { title: "Help!" })])).toHaveLength(2);
  });
});

describe("identityKey", () => {
  it("ignores case, accents, punctuation and '&' versus 'and', in any script", () => {
    expect(identityKey("Don't Stop", "Simon & Garfunkel")).toBe(
      identityKey("DONT STOP!", "Simon and Garfunkel"),
    );
    expect(identityKey("Beyoncé", "x")).toBe(identityKey("Beyonce", "X"));
    expect(identityKey("东风破", "周杰伦")).not.toBe(identityKey("晴天", "周杰伦"));
  });
});
