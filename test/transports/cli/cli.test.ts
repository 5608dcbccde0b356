import { describe, expect, it } from "vitest";
import { groupFit } from "../../../src/operations/group-fit.js";
import { recommendations } from "../../../src/operations/recommendations.js";
import { search } from "../../../src/operations/search.js";
import { songFit } from "../../../src/operations/song-fit.js";
import { vocalProfile } from "../../../src/operations/vocal-profile.js";
import { BUNDLED_CATALOG, loadCatalogFile } from "../../../src/runtime/catalog-file.js";
import { singable as runSingable } from "./run-cli.js";

const singable = (...args: string[]) => runSingable(args);

const catalog = loadCatalogFile(BUNDLED_CATALOG, "http://localhost:8080");
const json = async (...args: string[]) => {
  const result = await singable(...args, "--json");
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as unknown;
};

describe("singable CLI", () => {
  it("profile prints the voice type and vocal id", async () => {
    const { code, stdout } = await singable("profile", "A2", "F4");
    expect(code).toBe(0);
    expect(stdout).toContain("baritone-neutral-A2-F4");
  });

  it("recommend prints the ranked list and every bucket", async () => {
    const { code, stdout } = await singable("recommend", "A2", "F4", "--limit", "3");
    expect(code).toBe(0);
    for (const heading of [
      "Top matches",
      "Best safe picks",
      "Easy wins",
      "Popular crowd pleasers",
      "Group friendly",
      "Risky picks to avoid",
    ]) {
      expect(stdout).toContain(heading);
    }
  });

  it("fit explains one song", async () => {
    const { code, stdout } = await singable("fit", "yesterday-the-beatles", "A2", "F4");
    expect(code).toBe(0);
    expect(stdout).toContain("Yesterday - The Beatles");
    expect(stdout).toContain("http://localhost:8080/songs/yesterday-the-beatles");
  });

  it("search finds songs, and ranks them by fit with a range", async () => {
    expect((await singable("search", "beatles")).stdout).toContain("yesterday-the-beatles");
    const scored = await singable("search", "beatles", "--low", "A2", "--high", "F4");
    expect(scored.stdout).toMatch(/match\s+title/);
  });

  it("group prints the shared range", async () => {
    const { code, stdout } = await singable("group", "bo=A2-F4", "sue=C4-A5");
    expect(code).toBe(0);
    expect(stdout).toContain("Shared range: C4-F4");
    expect(stdout).toContain("Octave plan");
  });

  it("--json prints exactly the operation's body for every command", async () => {
    expect(await json("profile", "A2", "F4")).toEqual(vocalProfile({ rangeLow: "A2", rangeHigh: "F4" }));
    expect(await json("recommend", "A2", "F4", "--limit", "5")).toEqual(
      recommendations(catalog, { rangeLow: "A2", rangeHigh: "F4", limit: 5 }),
    );
    expect(await json("fit", "yesterday-the-beatles", "A2", "F4")).toEqual(
      songFit(catalog, {
        slug: "yesterday-the-beatles",
        profile: { rangeLow: "A2", rangeHigh: "F4" },
      }),
    );
    expect(await json("search", "love", "--low", "A2", "--high", "F4")).toEqual(
      search(catalog, { q: "love", profile: { rangeLow: "A2", rangeHigh: "F4" } }),
    );
    expect(await json("group", "A2-F4", "C3-A4")).toEqual(
      groupFit(catalog, {
        profiles: [
          { rangeLow: "A2", rangeHigh: "F4" },
          { rangeLow: "C3", rangeHigh: "A4" },
        ],
      }),
    );
  });

  it.each([
    [["profile", "H2", "F4"], /rangeLow: "H2" is not a note/],
    [["profile", "F4", "A2"], /must be above/],
    [["recommend", "A2", "F4", "--limit", "99"], /limit/],
    [["fit", "no-such-song", "A2", "F4"], /no song with slug "no-such-song"/],
    [["search", "love", "--low", "A2"], /both --low and --high/],
    [["group", "A2-F4"], /at least 2/],
    [["group", "A2-F4", "nonsense"], /not a range/],
    [["profile", "A2"], /missing required argument/],
    [["sing"], /unknown command/],
  ])("exits 2 with a clear message for %j", async (args, message) => {
    const { code, stderr } = await singable(...args);
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
  });

  it("refuses to start the server on a bad setting, naming it", async () => {
    const failure = await runSingable(["serve"], { PORT: "eighty" });
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain("PORT");
  });

  it("exits 1 with a message when a setting is bad", async () => {
    const failure = await runSingable(["recommend", "A2", "F4"], { PUBLIC_BASE_URL: "not a url" });
    expect(failure.code).toBe(1);
    expect(failure.stderr).toContain("PUBLIC_BASE_URL");
  });
});
