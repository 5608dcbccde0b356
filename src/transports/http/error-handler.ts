import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isResponseSerializationError } from "fastify-type-provider-zod";
import { SongNotFoundError } from "../../engine/catalog/catalog.js";
import { InputError } from "../../engine/errors.js";
import { DependencyUnavailableError } from "../../runtime/unavailable.js";
import { HttpError, httpErrors } from "./http-error.js";

function toHttpError(err: FastifyError | Error, bodyLimit: number): HttpError | null {
  if (err instanceof HttpError) return err;
  if (err instanceof DependencyUnavailableError)
    return httpErrors.unavailable(err.dependency === "redis" ? "rate-limit (Redis)" : "key (PostgreSQL)");
  if (err instanceof SongNotFoundError) return httpErrors.songNotFound(err.slug);
  if (err instanceof InputError) return new HttpError(400, err.message);
  const code = (err as FastifyError).code;
  if (code === "FST_ERR_CTP_BODY_TOO_LARGE") return httpErrors.bodyTooLarge(bodyLimit);
  if (code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return httpErrors.unsupportedMediaType();
  if (code === "FST_ERR_CTP_EMPTY_JSON_BODY") return httpErrors.malformedJson("the body is empty");
  if (code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError)
    return httpErrors.malformedJson(err.message);
  const status = (err as FastifyError).statusCode;
  // Other client errors Fastify raises itself (bad headers, aborted bodies...): keep the status.
  if (status && status >= 400 && status < 500) return new HttpError(status, err.message);
  return null;
}

/** One error envelope everywhere: `{"error": "..."}`; internals never leak. */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const http = toHttpError(err, bodyLimit);
    if (http?.statusCode === 503) request.log.warn({ err }, "dependency unavailable");
    if (!http) {
      request.log.error({ err, serialization: isResponseSerializationError(err) }, "request failed");
      const internal = httpErrors.internal();
      return reply.code(internal.statusCode).send({ error: internal.message });
    }
    return reply.code(http.statusCode).headers(http.headers).send({ error: http.message });
  });
  app.setNotFoundHandler((request, reply) => {
    const http = httpErrors.routeNotFound(request.method, request.url.split("?")[0] ?? "/");
    return reply.code(404).send({ error: http.message });
  });
}
