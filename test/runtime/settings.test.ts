import { describe, expect, it } from "vitest";
import { BUNDLED_CATALOG } from "../../src/runtime/catalog-file.js";
import { readSettings, SettingsError } from "../../src/runtime/settings.js";

describe("readSettings", () => {
  it("defaults to the bundled catalog and localhost", () => {
    expect(readSettings({})).toEqual({
      PUBLIC_BASE_URL: "http://localhost:8080",
      CATALOG_FILE: BUNDLED_CATALOG,
    });
  });

  it("treats an empty variable as unset", () => {
    expect(readSettings({ PUBLIC_BASE_URL: "" }).PUBLIC_BASE_URL).toBe("http://localhost:8080");
  });

  it("drops a trailing slash from the public base URL", () => {
    expect(readSettings({ PUBLIC_BASE_URL: "https://singable.example/" }).PUBLIC_BASE_URL).toBe(
      "https://singable.example",
    );
  });

  it("refuses a base URL that is not http(s), naming the variable", () => {
    expect(() => readSettings({ PUBLIC_BASE_URL: "ftp://x" })).toThrow(SettingsError);
    expect(() => readSettings({ PUBLIC_BASE_URL: "nope" })).toThrow(/PUBLIC_BASE_URL/);
  });
});
