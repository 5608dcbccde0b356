import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GroupMember, groupFit } from "../../../src/engine/group/group.js";
import { catalogOf, songRow } from "../../support/songs.js";

const catalog = catalogOf([
  songRow(55, 62, { slug: "middle" }),
  songRow(45, 60, { slug: "low-male" }),
  songRow(62, 76, { slug: "high-female" }),
  songRow(50, 64, { slug: "male-wide" }),
]);

const baritone: GroupMember = { id: "bo", low: 45, high: 65 }; // A2-F4
const tenor: GroupMember = { id: "ty", low: 48, high: 69 }; // C3-A4
const soprano: GroupMember = { id: "sue", low: 60, high: 81 }; // C4-A5

describe("groupFit", () => {
  it("finds the intersection of the members' ranges", () => {
    expect(groupFit(catalog, [baritone, tenor]).sharedRange).toEqual({
      low: 48,
      high: 65,
      lowNote: "C3",
      highNote: "F4",
    });
  });

  it("returns null, never an invented range, when the ranges do not overlap", () => {
    const bass = { id: "b", low: 40, high: 55 };
    const high = { id: "s", low: 62, high: 84 };
    expect(groupFit(catalog, [bass, high]).sharedRange).toBeNull();
  });

  it("ranks songs that fit everyone first and names who they fit", () => {
    const fit = groupFit(catalog, [baritone, tenor]);
    expect(fit.songs[0]?.fitLabel).toBe("fits-everyone");
    expect(fit.songs[0]?.fitsMemberIds).toEqual(["bo", "ty"]);
    const lowMale = fit.songs.find((s) => s.slug === "low-male");
    expect(lowMale?.fitsMemberIds).toEqual(["bo"]);
    expect(lowMale?.reason).toContain("outside the range of ty");
  });

  it("with no common range still ranks songs by how many members they fit", () => {
    const fit = groupFit(catalog, [
      { id: "b", low: 40, high: 55 },
      { id: "s", low: 62, high: 84 },
    ]);
    expect(fit.songs.length).toBeGreaterThan(0);
    for (const song of fit.songs) expect(song.fitLabel).not.toBe("fits-everyone");
  });

  it("offers an octave-displaced plan for a mixed group, never as sharedRange", () => {
    const fit = groupFit(catalog, [baritone, soprano]);
    expect(fit.sharedRange).toEqual({ low: 60, high: 65, lowNote: "C4", highNote: "F4" });
    const plan = fit.octavePlan;
    if (!plan) throw new Error("expected an octave plan");
    expect(plan.sharedRange.high - plan.sharedRange.low).toBeGreaterThan(5);
    expect(plan.members.map((m) => m.octave).sort()).toEqual([0, 1]);
    const together = plan.songs.find((song) => song.fitLabel === "fits-everyone");
    expect(together?.reason).toContain("singing an octave apart as planned");
    expect(fit.songs.find((song) => song.fitLabel === "fits-everyone")?.reason ?? "as written").toContain(
      "as written",
    );
  });

  it("offers no octave plan when the voices already share a wide range", () => {
    expect(groupFit(catalog, [baritone, tenor]).octavePlan).toBeNull();
  });
});

const memberArb = fc
  .record({ low: fc.integer({ min: 28, max: 90 }), span: fc.integer({ min: 1, max: 30 }) })
  .map(({ low, span }) => ({ low, high: Math.min(103, low + span) }));

describe("group invariants", () => {
  it("a non-null shared range lies inside every member's range", () => {
    fc.assert(
      fc.property(fc.array(memberArb, { minLength: 2, maxLength: 6 }), (ranges) => {
        const members = ranges.map((r, i) => ({ id: `m${i}`, ...r }));
        const { sharedRange } = groupFit(catalog, members);
        if (sharedRange === null) return;
        for (const m of members) {
          expect(sharedRange.low).toBeGreaterThanOrEqual(m.low);
          expect(sharedRange.high).toBeLessThanOrEqual(m.high);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("identical members share exactly their range", () => {
    fc.assert(
      fc.property(memberArb, fc.integer({ min: 2, max: 5 }), (range, count) => {
        const members = Array.from({ length: count }, (_, i) => ({ id: `m${i}`, ...range }));
        expect(groupFit(catalog, members).sharedRange).toMatchObject({
          low: range.low,
          high: range.high,
        });
      }),
      { numRuns: 100 },
    );
  });
});
