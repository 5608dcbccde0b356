import { describe, expect, it } from "vitest";
import { singable } from "../cli/run-cli.js";
import { profileQuery, useKeyedServer } from "./harness.js";

/** The same input through REST and through `singable ... --json` gives the same body. */
describe("REST answers equal the CLI's --json output", () => {
  const ctx = useKeyedServer();

  const cli = async (...args: string[]) => {
    const result = await singable([...args, "--json"]);
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as unknown;
  };
  const rest = async (path: string, body?: unknown) => {
    const reply = await ctx.server.call(path, { key: ctx.key, ...(body === undefined ? {} : { body }) });
    expect(reply.status, reply.text).toBe(200);
    return reply.body;
  };

  it("for a vocal profile", async () => {
    expect(
      await rest("/v1/vocal-profile", { rangeLow: "A2", rangeHigh: "F4", voiceType: "baritone" }),
    ).toEqual(await cli("profile", "A2", "F4", "--voice-type", "baritone"));
  });

  it("for recommendations", async () => {
    expect(await rest("/v1/recommendations", { rangeLow: "C4", rangeHigh: "A5", limit: 5 })).toEqual(
      await cli("recommend", "C4", "A5", "--limit", "5"),
    );
  });

  it("for one song's fit", async () => {
    expect(
      await rest(
        `/v1/songs/yesterday-the-beatles/fit?profile=${profileQuery({ rangeLow: "G2", rangeHigh: "E4" })}`,
      ),
    ).toEqual(await cli("fit", "yesterday-the-beatles", "G2", "E4"));
  });

  it("for search, plain and scored", async () => {
    expect(await rest("/v1/songs/search?q=love&limit=7")).toEqual(
      await cli("search", "love", "--limit", "7"),
    );
    expect(
      await rest(
        `/v1/songs/search?q=love&limit=7&profile=${profileQuery({ rangeLow: "A2", rangeHigh: "F4" })}`,
      ),
    ).toEqual(await cli("search", "love", "--limit", "7", "--low", "A2", "--high", "F4"));
  });

  it("for group fit", async () => {
    expect(
      await rest("/v1/group-fit", {
        profiles: [
          { id: "bo", rangeLow: "A2", rangeHigh: "F4" },
          { id: "sue", rangeLow: "C4", rangeHigh: "A5" },
        ],
      }),
    ).toEqual(await cli("group", "bo=A2-F4", "sue=C4-A5"));
  });
});
