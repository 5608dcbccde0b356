import { describe, expect, it } from "vitest";
import { BUNDLED_CATALOG } from "../../src/runtime/catalog-file.js";
import { readSettings, SettingsError } from "../../src/runtime/settings.js";

describe("readSettings", () => {
  it("defaults to the bundled catalog and localhost", () => {
    expect(readSettings({})).toMatchObject({
      PUBLIC_BASE_URL: "http://localhost:8080",
      CATALOG_FILE: BUNDLED_CATALOG,
      PORT: 8080,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
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

describe("server settings", () => {
  it("reads a trusted proxy list", () => {
    expect(readSettings({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
    ]);
  });

  it.each([
    [{ PORT: "http" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ TRUST_PROXY: "everyone" }, /TRUST_PROXY: must be a comma-separated list/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
    [{ KEY_HASH_SECRET: "short" }, /KEY_HASH_SECRET: must be at least 16/],
  ])("refuses %j with a message naming it", (env, message) => {
    expect(() => readSettings(env)).toThrow(message);
  });

  it("resolves DATA_DIR to an absolute path", () => {
    expect(readSettings({ DATA_DIR: "x" }).DATA_DIR).toMatch(/^\/.*\/x$/);
  });
});
