import { describe, expect, it } from "vitest";
import { SongNotFoundError } from "../../src/engine/catalog/catalog.js";
import { InputError } from "../../src/engine/errors.js";
import { groupFit } from "../../src/operations/group-fit.js";
import { recommendations } from "../../src/operations/recommendations.js";
import { search } from "../../src/operations/search.js";
import { songFit } from "../../src/operations/song-fit.js";
import { vocalProfile } from "../../src/operations/vocal-profile.js";
import { catalogOf, songRow } from "../support/songs.js";

const catalog = catalogOf([
  songRow(50, 62, { slug: "yesterday", title: "Yesterday", artist: "The Beatles" }),
  songRow(62, 79, { slug: "yesterday-high", title: "Yesterday High", artist: "Someone" }),
]);

function inputError(fn: () => unknown): InputError {
  try {
    fn();
  } catch (err) {
    if (err instanceof InputError) return err;
    throw err;
  }
  throw new Error("expected an InputError");
}

describe("vocalProfile", () => {
  it("accepts note names, MIDI numbers and numeric strings alike", () => {
    const a = vocalProfile({ rangeLow: "A2", rangeHigh: "F4" });
    expect(vocalProfile({ rangeLow: 45, rangeHigh: 65 })).toEqual(a);
    expect(vocalProfile({ rangeLow: "45", rangeHigh: "65" })).toEqual(a);
  });

  it("accepts a hum profile", () => {
    const p = vocalProfile({
      humProfile: { low: "G3", high: "D5", confidence: 0.9, brightnessScore: 20 },
    });
    expect(p).toMatchObject({
      rangeLow: 55,
      rangeHigh: 74,
      toneLabel: "warm",
      confidenceTier: "high",
    });
  });

  it("accepts its own output unchanged and returns the same profile", () => {
    const p = vocalProfile({ humProfile: { low: "G3", high: "D5", brightnessScore: 70 } });
    expect(vocalProfile(JSON.parse(JSON.stringify(p)))).toMatchObject({
      ...p,
      voiceTypeSource: "hint",
    });
  });

  it.each([
    [{}, "rangeLow", "is required"],
    [{ rangeLow: "A2" }, "rangeHigh", "is required"],
    [{ rangeLow: "H2", rangeHigh: "F4" }, "rangeLow", '"H2" is not a note'],
    [{ rangeLow: "A2", rangeHigh: "F4", voiceType: "countertenor" }, "voiceType", "countertenor"],
    [{ rangeLow: "F4", rangeHigh: "A2" }, "rangeHigh", "must be above"],
    [{ humProfile: { low: "A2" } }, "humProfile.high", "missing"],
    [{ humProfile: { low: "A2", high: "F4", confidence: 2 } }, "humProfile.confidence", "2"],
    [{ humProfile: { low: "F4", high: "A2" } }, "humProfile.high", "must be above"],
  ])("rejects %j naming %s", (input, field, text) => {
    const err = inputError(() => vocalProfile(input));
    expect(err.field).toBe(field);
    expect(err.message).toContain(text);
  });
});

describe("recommendations", () => {
  it("defaults the per-bucket limit to 12 and caps it at 50", () => {
    expect(recommendations(catalog, { rangeLow: "A2", rangeHigh: "F4" }).matches.length).toBeLessThanOrEqual(
      12,
    );
    expect(
      inputError(() => recommendations(catalog, { rangeLow: "A2", rangeHigh: "F4", limit: 51 })).field,
    ).toBe("limit");
    expect(
      inputError(() => recommendations(catalog, { rangeLow: "A2", rangeHigh: "F4", limit: 0 })).field,
    ).toBe("limit");
  });
});

describe("songFit", () => {
  it("scores one song for a profile in any accepted form", () => {
    const asRange = songFit(catalog, {
      slug: "yesterday",
      profile: { rangeLow: "A2", rangeHigh: "F4" },
    });
    const profile = vocalProfile({ rangeLow: "A2", rangeHigh: "F4" });
    expect(songFit(catalog, { slug: "yesterday", profile })).toEqual(asRange);
  });

  it("reports an unknown slug as not found", () => {
    expect(() => songFit(catalog, { slug: "nope", profile: { rangeLow: "A2", rangeHigh: "F4" } })).toThrow(
      SongNotFoundError,
    );
  });

  it("names the nested profile field", () => {
    expect(
      inputError(() => songFit(catalog, { slug: "yesterday", profile: { rangeLow: "A2", rangeHigh: "ZZ" } }))
        .field,
    ).toBe("profile.rangeHigh");
  });
});

describe("search", () => {
  it("returns query, count and song objects with provenance", () => {
    const r = search(catalog, { q: "yesterday" });
    expect(r.query).toBe("yesterday");
    expect(r.count).toBe(2);
    expect(r.songs[0]).toMatchObject({
      slug: "yesterday",
      rangeConfidence: "measured",
      rangeSource: "expert-transcription",
    });
    expect(r.songs[0]?.url).toMatch(/\/songs\/yesterday$/);
  });

  it("ranks hits by fit when a profile is given", () => {
    const r = search(catalog, { q: "yesterday", profile: { rangeLow: "C4", rangeHigh: "A5" } });
    expect(r.songs[0]?.slug).toBe("yesterday-high");
    expect(r.songs[0]).toHaveProperty("matchScore");
  });

  it("requires a non-empty query", () => {
    expect(inputError(() => search(catalog, { q: "  " })).field).toBe("q");
    expect(inputError(() => search(catalog, {})).field).toBe("q");
  });
});

describe("groupFit", () => {
  it("generates stable ids when none are given", () => {
    const r = groupFit(catalog, {
      profiles: [
        { rangeLow: "A2", rangeHigh: "F4" },
        { rangeLow: "C3", rangeHigh: "A4" },
      ],
    });
    expect(r.songs[0]?.fitsMemberIds).toEqual(["singer-1", "singer-2"]);
  });

  it("accepts VocalProfile objects with ids", () => {
    const bo = { id: "bo", ...vocalProfile({ rangeLow: "A2", rangeHigh: "F4" }) };
    const r = groupFit(catalog, { profiles: [bo, { id: "ty", rangeLow: "C3", rangeHigh: "A4" }] });
    expect(r.sharedRange).toMatchObject({ low: 48, high: 65 });
  });

  it.each([
    [{ profiles: [{ rangeLow: "A2", rangeHigh: "F4" }] }, "profiles", "at least 2"],
    [
      {
        profiles: [
          { rangeLow: "A2", rangeHigh: "F4" },
          { rangeLow: "A2", rangeHigh: "Q4" },
        ],
      },
      "profiles.1.rangeHigh",
      "Q4",
    ],
    [
      {
        profiles: [
          { rangeLow: "A2", rangeHigh: "F4" },
          { rangeLow: "F4", rangeHigh: "A2" },
        ],
      },
      "profiles.1.rangeHigh",
      "must be above",
    ],
    [
      {
        profiles: [
          { id: "a", rangeLow: "A2", rangeHigh: "F4" },
          { id: "a", rangeLow: "C3", rangeHigh: "A4" },
        ],
      },
      "profiles.1.id",
      "used twice",
    ],
    [{ profiles: "x" }, "profiles", "array"],
  ])("rejects %j naming %s", (input, field, text) => {
    const err = inputError(() => groupFit(catalog, input));
    expect(err.field).toBe(field);
    expect(err.message).toContain(text);
  });

  it("caps the group size", () => {
    const profiles = Array.from({ length: 21 }, () => ({ rangeLow: "A2", rangeHigh: "F4" }));
    expect(inputError(() => groupFit(catalog, { profiles })).message).toContain("at most 20");
  });
});
