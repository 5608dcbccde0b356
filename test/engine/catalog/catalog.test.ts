import { describe, expect, it } from "vitest";
import { Catalog, CatalogError, SongNotFoundError } from "../../../src/engine/catalog/catalog.js";
import { catalogOf, songRow } from "../../support/songs.js";

describe("Catalog", () => {
  it("serves songs by slug with their public url", () => {
    const catalog = Catalog.fromRows([songRow(50, 62, { slug: "a-song" })], {
      publicBaseUrl: "https://x.test/",
    });
    expect(catalog.find("a-song")?.song.url).toBe("https://x.test/songs/a-song");
    expect(catalog.find("nope")).toBeUndefined();
    expect(() => catalog.require("nope")).toThrow(SongNotFoundError);
  });

  it("names the bad row and field when a row is invalid", () => {
    const rows = [songRow(50, 62, { slug: "good" }), { ...songRow(50, 62, { slug: "bad" }), lowest: 130 }];
    expect(() => catalogOf(rows)).toThrow(/catalog row 1 \(slug "bad"\) is invalid: lowest/);
  });

  it("rejects rows whose percentiles are out of order", () => {
    expect(() => catalogOf([songRow(50, 62, { p05: 49 })])).toThrow(/p05: must be >= lowest/);
    expect(() => catalogOf([songRow(50, 62, { tessituraHigh: 63 })])).toThrow(/must be >= tessituraHigh/);
  });

  it("requires an error budget on every untrusted range", () => {
    expect(() => catalogOf([songRow(50, 62, { rangeConfidence: "estimated", errorSemitones: 0 })])).toThrow(
      /errorSemitones/,
    );
  });

  it("rejects repeated slugs and unknown fields", () => {
    expect(() => catalogOf([songRow(50, 62), songRow(50, 62)])).toThrow(/repeats a slug/);
    expect(() => catalogOf([{ ...songRow(50, 62), extra: 1 } as never])).toThrow(CatalogError);
  });

  it("accepts missing p05/p95 and uses the extremes as the held range", () => {
    const catalog = catalogOf([songRow(50, 62, { p05: null, p95: null })]);
    expect(catalog.entries[0]?.shape).toMatchObject({ coreLow: 50, coreHigh: 62 });
  });

  it("loads a catalog document and refuses other formats", () => {
    const doc = { format: "singable-catalog/1", songs: [songRow(50, 62)] };
    expect(Catalog.fromDocument(doc, { publicBaseUrl: "https://x.test" }).size).toBe(1);
    expect(() => Catalog.fromDocument({ songs: [] }, { publicBaseUrl: "https://x.test" })).toThrow(
      /singable-catalog\/1/,
    );
  });

  it("counts how many reference voices hold a song, octave displacement included", () => {
    const central = catalogOf([songRow(60, 64)]).entries[0];
    const wide = catalogOf([songRow(40, 76)]).entries[0];
    expect(central?.voicesThatFit).toBe(6);
    expect(wide?.voicesThatFit).toBe(0);
  });

  it("loads tens of thousands of rows", () => {
    const rows = Array.from({ length: 30_000 }, (_, i) =>
      songRow(45 + (i % 20), 60 + (i % 20), { slug: `s-${i}` }),
    );
    expect(catalogOf(rows).size).toBe(30_000);
  });
});
