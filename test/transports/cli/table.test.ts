import { describe, expect, it } from "vitest";
import { table } from "../../../src/transports/cli/table.js";

describe("table", () => {
  it("aligns columns; numeric columns, header included, to the right", () => {
    expect(
      table(
        ["n", "name"],
        [
          [5, "a"],
          [10, "bb"],
        ],
      ).split("\n"),
    ).toEqual([" n  name", "--  ----", " 5  a", "10  bb"]);
  });

  it("counts Chinese characters as two cells", () => {
    const [, , first, second] = table(
      ["title", "x"],
      [
        ["东风破", "a"],
        ["abc", "b"],
      ],
    ).split("\n");
    expect(first).toBe("东风破  a");
    expect(second).toBe("abc     b");
  });
});
