import { describe, expect, it } from "vitest";
import { generateKey, hashKey, isWellFormedKey } from "../../src/keys/key-format.js";

describe("key format", () => {
  it("makes sandbox and live keys with their prefix, 43 random base62 characters and a checksum", () => {
    const sandbox = generateKey("sandbox");
    expect(sandbox.plaintext).toMatch(/^svc_sandbox_[0-9A-Za-z]{49}$/);
    expect(sandbox.prefix).toBe(sandbox.plaintext.slice(0, 20));
    expect(generateKey("live").plaintext).toMatch(/^svc_live_[0-9A-Za-z]{49}$/);
  });

  it("never repeats", () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateKey("sandbox").plaintext));
    expect(keys.size).toBe(1000);
  });

  it("recognises its own keys offline and refuses any one-character change", () => {
    const { plaintext } = generateKey("sandbox");
    expect(isWellFormedKey(plaintext)).toBe(true);
    for (const at of [12, 30, 54, 60]) {
      const char = plaintext[at] === "a" ? "b" : "a";
      expect(isWellFormedKey(plaintext.slice(0, at) + char + plaintext.slice(at + 1))).toBe(false);
    }
  });

  it.each([
    "",
    "svc_sandbox_",
    "sk_live_abc",
    `svc_other_${"a".repeat(49)}`,
    `svc_sandbox_${"a".repeat(48)}`,
  ])("refuses %j", (text) => {
    expect(isWellFormedKey(text)).toBe(false);
  });

  it("hashes with SHA-256, or HMAC-SHA-256 with a secret", () => {
    expect(hashKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(hashKey("abc", "secret")).not.toBe(hashKey("abc"));
    expect(hashKey("abc", "secret")).toMatch(/^[0-9a-f]{64}$/);
  });
});
