import { z } from "zod";
import { BUNDLED_CATALOG } from "./paths.js";

/** Settings shared by every way of running Singable, read from the environment. */
export const settingsSchema = z.object({
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://singable.example" })
    .default("http://localhost:8080")
    .transform((url) => url.replace(/\/+$/, "")),
  CATALOG_FILE: z.string().min(1).default(BUNDLED_CATALOG),
});

export type Settings = z.output<typeof settingsSchema>;

export class SettingsError extends Error {
  override readonly name = "SettingsError";
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  // An empty variable (`PUBLIC_BASE_URL= npm start`) means "use the default", as in most tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = settingsSchema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new SettingsError(`bad setting: ${problems.join("; ")}`);
}
