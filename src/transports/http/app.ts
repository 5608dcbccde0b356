import swagger from "@fastify/swagger";
import Fastify, { type FastifyServerOptions } from "fastify";
import { z } from "zod";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { AppDeps, ZodApp } from "./app-deps.js";
import { installErrorHandling } from "./error-handler.js";
import { apiKeyHook } from "./hooks/api-key.js";
import { mcpRoute } from "../mcp/route.js";
import { methodNotAllowed } from "./method-not-allowed.js";
import { healthRoutes } from "./routes/health.js";
import { songPageRoute } from "./routes/pages.js";
import { groupFitRoute } from "./routes/v1/group-fit.js";
import { recommendationsRoute } from "./routes/v1/recommendations.js";
import { sandboxKeyRoute } from "./routes/v1/sandbox-key.js";
import { songFitRoute } from "./routes/v1/song-fit.js";
import { songSearchRoute } from "./routes/v1/song-search.js";
import { vocalProfileRoute } from "./routes/v1/vocal-profile.js";
import { validatorCompiler } from "./validator.js";

/** Largest request body accepted (a 20-singer group of full VocalProfiles is about 20 KB). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface AppOptions {
  /** Pino options (level, stream...); a key can never reach a line: X-API-Key is redacted. */
  logger: Exclude<FastifyServerOptions["logger"], undefined>;
  /** Addresses of trusted proxies; without them X-Forwarded-For is ignored. */
  trustProxy?: string[] | undefined;
  publicBaseUrl: string;
  /** Extra Host and Origin host names accepted on /mcp (the public base URL's host always is). */
  mcpAllowedHosts?: string[] | undefined;
  mcpAllowedOrigins?: string[] | undefined;
}

/** The REST API, song pages and OpenAPI document over one set of dependencies. */
export async function buildApp(deps: AppDeps, options: AppOptions): Promise<ZodApp> {
  const logger =
    typeof options.logger === "object"
      ? { ...options.logger, redact: ['req.headers["x-api-key"]', "req.headers.authorization"] }
      : options.logger;
  const app = Fastify({
    logger,
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false,
    bodyLimit: BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();

  // JSON only: without this, Fastify's text/plain parser would hand strings to the validators.
  app.removeContentTypeParser("text/plain");
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, BODY_LIMIT_BYTES);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Singable API",
        version: "1.0.0",
        description:
          "Songs a singer can really sing: vocal profiles, ranked recommendations, search, single-song fit and group fit. Every song carries rangeConfidence and rangeSource: keep them when relaying results.",
      },
      servers: [{ url: options.publicBaseUrl }],
      components: { securitySchemes: { ApiKey: { type: "apiKey", in: "header", name: "X-API-Key" } } },
      tags: [
        { name: "keys", description: "API keys" },
        { name: "voice", description: "Vocal profiles" },
        { name: "songs", description: "Songs and their fit" },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  app.addHook("onRequest", apiKeyHook(deps.keys, deps.limits));
  const notAllowed = methodNotAllowed(app);

  sandboxKeyRoute(app, deps);
  vocalProfileRoute(app);
  recommendationsRoute(app, deps);
  songSearchRoute(app, deps);
  songFitRoute(app, deps);
  groupFitRoute(app, deps);
  songPageRoute(app, deps);
  healthRoutes(app, deps);
  const publicHost = new URL(options.publicBaseUrl).hostname;
  await mcpRoute(
    app,
    { ...deps, publicBaseUrl: options.publicBaseUrl },
    {
      allowedHosts: [publicHost, ...(options.mcpAllowedHosts ?? [])],
      allowedOrigins: [publicHost, ...(options.mcpAllowedOrigins ?? [])],
    },
  );
  app.get(
    "/v1/openapi.json",
    {
      schema: {
        hide: true,
        response: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}) }) },
      },
    },
    async () => app.swagger() as unknown as { openapi: string; info: Record<string, unknown> },
  );

  notAllowed.close();
  await app.ready();
  return app;
}
