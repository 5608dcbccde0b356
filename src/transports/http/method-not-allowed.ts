import type { FastifyInstance, HTTPMethods } from "fastify";
import { httpErrors } from "./http-error.js";

const METHODS: HTTPMethods[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * Remembers every route as it is registered; `close()` then answers the other methods on the
 * same paths with 405 and an Allow header, instead of a misleading 404.
 */
export function methodNotAllowed(app: FastifyInstance): { close: () => void } {
  const allowed = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    if (route.config?.methodNotAllowed) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const set = allowed.get(route.url) ?? new Set<string>();
    for (const m of methods) set.add(m);
    allowed.set(route.url, set);
  });
  return {
    close() {
      for (const [url, set] of allowed) {
        const allow = [...set].filter((m) => m !== "HEAD").sort();
        const others = METHODS.filter((m) => !set.has(m));
        if (others.length === 0) continue;
        app.route({
          method: others,
          url,
          config: { methodNotAllowed: true },
          schema: { hide: true },
          handler: async (request) => {
            throw httpErrors.methodNotAllowed(request.method, allow);
          },
        });
      }
    },
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Marks the generated 405 routes so they are not themselves recorded. */
    methodNotAllowed?: boolean;
  }
}
