import { describe, expect, it } from "vitest";
import { difficultyOf } from "../../../src/engine/scoring/difficulty.js";
import { shape } from "../../support/songs.js";

describe("karaoke difficulty", () => {
  it.each([
    [shape(55, 64), "easy"],
    [shape(52, 66), "medium"],
    [shape(50, 68), "hard"],
    [shape(45, 70), "expert"],
  ])("rates %# by the span one must hold", (song, label) => {
    expect(difficultyOf(song)).toBe(label);
  });

  it("counts isolated extreme notes half", () => {
    expect(difficultyOf(shape(52, 70, { p05: 55, p95: 64 }))).toBe("medium");
  });
});
