import { z } from "zod";
import type { AppDeps, ZodApp } from "../app-deps.js";

const status = z.object({
  status: z.enum(["ok", "unavailable"]),
  checks: z.record(z.string(), z.string()).optional(),
});

async function check(probe: () => Promise<void>): Promise<string> {
  try {
    await probe();
    return "ok";
  } catch (err) {
    return `failing: ${(err as Error).message}`;
  }
}

/** GET /healthz (the process answers) and GET /readyz (store and limiter reachable, catalog loaded). */
export function healthRoutes(app: ZodApp, { store, limiters, catalog }: AppDeps): void {
  app.get("/healthz", { schema: { hide: true, response: { 200: status } } }, async () => ({
    status: "ok" as const,
  }));
  app.get(
    "/readyz",
    { schema: { hide: true, response: { 200: status, 503: status } } },
    async (_request, reply) => {
      const checks = {
        store: await check(() => store.ping()),
        limiter: await check(() => limiters.ping()),
        catalog: catalog.size > 0 ? "ok" : "failing: empty catalog",
      };
      const ready = Object.values(checks).every((c) => c === "ok");
      return reply.code(ready ? 200 : 503).send({ status: ready ? "ok" : "unavailable", checks });
    },
  );
}
