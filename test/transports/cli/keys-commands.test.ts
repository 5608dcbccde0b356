import { describe, expect, it } from "vitest";
import { tempDataDir } from "../http/harness.js";
import { singable } from "./run-cli.js";

describe("singable keys (operators)", () => {
  const env = { DATA_DIR: tempDataDir() };
  const keys = (...args: string[]) => singable(["keys", ...args], env);

  it("creates a paid key, prints it once, and manages its status", async () => {
    const created = await keys("create", "--plan", "scale", "--email", "ops@example.com", "--name", "Ops");
    expect(created.code).toBe(0);
    const plaintext = created.stdout.trim();
    expect(plaintext).toMatch(/^svc_live_[0-9A-Za-z]{49}$/);
    const prefix = plaintext.slice(0, 17);

    const list = await keys("list");
    expect(list.stdout).toContain(prefix);
    expect(list.stdout).toContain("scale");
    expect(list.stdout).not.toContain(plaintext);

    expect((await keys("show", prefix)).stdout).toMatch(/usage \d{4}-\d{2}: 0 of 500000/);
    expect((await keys("lapse", prefix)).stdout).toContain("lapsed");
    expect((await keys("reactivate", prefix)).stdout).toContain("active");
    expect((await keys("revoke", prefix)).stdout).toContain("revoked");
    const again = await keys("reactivate", prefix);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("revocation is final");
  });

  it.each([
    [["create", "--plan", "gold", "--email", "a@example.com"], /not a plan/],
    [["create", "--email", "nope"], /not an email/],
    [["show", "svc_live_zzzzzzzz"], /no key starts with/],
  ])("exits 2 for %j", async (args, message) => {
    const result = await keys(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
