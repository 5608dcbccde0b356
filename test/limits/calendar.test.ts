import { describe, expect, it } from "vitest";
import { dayOf, monthOf, secondsUntilNextDay, secondsUntilNextMonth } from "../../src/limits/calendar.js";

describe("UTC calendar periods", () => {
  const now = new Date("2026-11-30T23:59:30Z");
  it("names the month and day", () => {
    expect(monthOf(now)).toBe("2026-11");
    expect(dayOf(now)).toBe("2026-11-30");
  });

  it("counts seconds to the next month and day, at least 1", () => {
    expect(secondsUntilNextMonth(now)).toBe(30);
    expect(secondsUntilNextDay(now)).toBe(30);
    expect(secondsUntilNextMonth(new Date("2026-12-31T23:59:59.999Z"))).toBe(1);
  });
});
