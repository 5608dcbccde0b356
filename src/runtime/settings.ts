import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";
import { BUNDLED_CATALOG } from "./paths.js";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** "10.0.0.1, 10.0.0.0/8" -> the list Fastify's trustProxy accepts; each entry checked. */
const proxyList = z
  .string()
  .transform((text) =>
    text
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine(
    (parts) =>
      parts.every((p) => isIP(p.split("/")[0] ?? "") !== 0 && (!p.includes("/") || /\/\d{1,3}$/.test(p))),
    "must be a comma-separated list of IP addresses or CIDR ranges, e.g. 10.0.0.1,10.1.0.0/16",
  );

/** "a.example, b.example" -> ["a.example", "b.example"]. */
const hostnameList = z
  .string()
  .transform((text) =>
    text
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (parts) => parts.every((p) => /^[a-z0-9.\-[\]:]+$/.test(p)),
    "must be a comma-separated list of host names",
  );

/** Settings of every way of running Singable, from the environment, with documented defaults. */
export const settingsSchema = z.object({
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://singable.example" })
    .default("http://localhost:8080")
    .transform((url) => url.replace(/\/+$/, "")),
  CATALOG_FILE: z.string().min(1).default(BUNDLED_CATALOG),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z
    .string()
    .min(1)
    .default("var")
    .transform((dir) => resolve(dir)),
  TRUST_PROXY: proxyList.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  /** Keys the stored hashes (HMAC-SHA-256). Changing it invalidates every issued key. */
  KEY_HASH_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** PostgreSQL for keys and monthly usage (several instances); unset: SQLite in DATA_DIR. */
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "must be a postgres:// URL such as postgres://user@db:5432/singable",
    })
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, "must be a lower-case SQL identifier such as singable")
    .default("singable"),
  /** Redis for the short windows (several instances); unset: in memory. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "must be a redis:// URL such as redis://cache:6379" })
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default("singable:"),
  /** Extra Host names /mcp answers to (PUBLIC_BASE_URL's host and localhost always are). */
  MCP_ALLOWED_HOSTS: hostnameList.default([]),
  /** Extra browser Origin host names allowed on /mcp (PUBLIC_BASE_URL's host and localhost always are). */
  MCP_ALLOWED_ORIGINS: hostnameList.default([]),
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
