import { z } from "zod";
import { songPage } from "../../web/song-page.js";
import type { AppDeps, ZodApp } from "../app-deps.js";
import { httpErrors } from "../http-error.js";

/** GET /songs/{slug}: the page every song `url` points to. */
export function songPageRoute(app: ZodApp, { catalog }: AppDeps): void {
  app.get(
    "/songs/:slug",
    { schema: { hide: true, params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      const entry = catalog.find(request.params.slug);
      if (!entry) throw httpErrors.songNotFound(request.params.slug);
      return reply.type("text/html; charset=utf-8").send(songPage(entry.song));
    },
  );
}
