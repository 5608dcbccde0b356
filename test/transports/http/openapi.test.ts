import { createConfig, lintFromString } from "@redocly/openapi-core";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEYED_ENDPOINTS } from "./endpoints.js";
import { profileQuery, sandboxKey, startServer, type TestServer } from "./harness.js";

interface OpenApi {
  openapi: string;
  info: { version: string };
  paths: Record<
    string,
    Record<
      string,
      { security?: unknown[]; responses: Record<string, { content?: Record<string, { schema: object }> }> }
    >
  >;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, object> };
}

describe("GET /v1/openapi.json", () => {
  let server: TestServer;
  let doc: OpenApi;
  beforeAll(async () => {
    server = await startServer();
    doc = (await server.call("/v1/openapi.json")).body as OpenApi;
  });
  afterAll(() => server.stop());

  it("is OpenAPI 3.1 with version 1.0.0 and the X-API-Key scheme", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("1.0.0");
    expect(doc.components.securitySchemes.ApiKey).toEqual({
      type: "apiKey",
      in: "header",
      name: "X-API-Key",
    });
  });

  it("declares every endpoint, its security and its error responses", () => {
    const expected: Record<string, [string, string[]]> = {
      "/v1/sandbox-key": ["post", ["200", "400", "413", "415", "429", "500", "503"]],
      "/v1/vocal-profile": ["post", ["200", "400", "401", "402", "413", "415", "429", "500", "503"]],
      "/v1/recommendations": ["post", ["200", "400", "401", "402", "413", "415", "429", "500", "503"]],
      "/v1/songs/search": ["get", ["200", "400", "401", "402", "429", "500", "503"]],
      "/v1/songs/{slug}/fit": ["get", ["200", "400", "401", "402", "404", "429", "500", "503"]],
      "/v1/group-fit": ["post", ["200", "400", "401", "402", "413", "415", "429", "500", "503"]],
    };
    for (const [path, [method, statuses]] of Object.entries(expected)) {
      const operation = doc.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      for (const status of statuses)
        expect(Object.keys(operation?.responses ?? {}), `${path} ${status}`).toContain(status);
      if (path !== "/v1/sandbox-key") expect(operation?.security).toEqual([{ ApiKey: [] }]);
    }
  });

  it("passes the Redocly OpenAPI linter's recommended rules without errors", async () => {
    const config = await createConfig({
      extends: ["recommended"],
      rules: { "info-license": "off", "info-license-url": "off" },
    });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "openapi.json",
      config,
    });
    const errors = problems.filter((p) => p.severity === "error");
    expect(errors.map((e) => `${e.ruleId}: ${e.message} @ ${e.location[0]?.pointer}`)).toEqual([]);
  });

  it("describes every 2xx body the server actually returns", async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const key = await sandboxKey(server);
    const calls: Array<[string, string, string, unknown?]> = [
      ["/v1/sandbox-key", "post", "/v1/sandbox-key", { email: "doc@example.com" }],
      ...KEYED_ENDPOINTS.map((e): [string, string, string, unknown?] => {
        const template = e.path.startsWith("/v1/songs/yesterday")
          ? "/v1/songs/{slug}/fit"
          : (e.path.split("?")[0] ?? "");
        return [template, "body" in e ? "post" : "get", e.path, "body" in e ? e.body : undefined];
      }),
      [
        "/v1/songs/search",
        "get",
        `/v1/songs/search?q=love&profile=${profileQuery({ rangeLow: "A2", rangeHigh: "F4" })}`,
      ],
      [
        "/v1/group-fit",
        "post",
        "/v1/group-fit",
        {
          profiles: [
            { rangeLow: "E2", rangeHigh: "G3" },
            { rangeLow: "C5", rangeHigh: "C6" },
          ],
        },
      ],
    ];
    for (const [template, method, path, body] of calls) {
      const reply = await server.call(path, { key, ...(body === undefined ? {} : { body }) });
      expect(reply.status, path).toBe(200);
      const schema = doc.paths[template]?.[method]?.responses["200"]?.content?.["application/json"]?.schema;
      expect(schema, template).toBeDefined();
      const validate = ajv.compile({ ...schema, components: doc.components });
      expect(validate(reply.body), `${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  });
});
