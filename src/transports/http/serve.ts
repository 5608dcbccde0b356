import type { Settings } from "../../runtime/settings.js";
import { openService } from "../../runtime/service.js";
import { buildApp } from "./app.js";

/** Starts the HTTP service on the settings' host and port; resolves with a stop function. */
export async function serve(settings: Settings): Promise<{ url: string; stop: () => Promise<void> }> {
  const service = await openService(settings);
  const app = await buildApp(service.deps, {
    logger: { level: settings.LOG_LEVEL },
    trustProxy: settings.TRUST_PROXY,
    publicBaseUrl: settings.PUBLIC_BASE_URL,
    mcpAllowedHosts: settings.MCP_ALLOWED_HOSTS,
    mcpAllowedOrigins: settings.MCP_ALLOWED_ORIGINS,
  });
  const url = await app.listen({ port: settings.PORT, host: settings.HOST });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= app.close().then(() => service.close());
    return stopping;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, "shutting down");
      void stop().then(() => process.exit(0));
    });
  }
  return { url, stop };
}
