import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Catalog } from "../../engine/catalog/catalog.js";
import type { KeyService } from "../../keys/key-service.js";
import type { KeyStore } from "../../keys/key-store.js";
import type { UsageLimits } from "../../limits/usage-limits.js";
import type { LimiterFactory, WindowLimiter } from "../../limits/window-limiter.js";

/** Everything the HTTP transport needs, built by the runtime and passed in (tests build their own). */
export interface AppDeps {
  catalog: Catalog;
  store: KeyStore;
  keys: KeyService;
  limits: UsageLimits;
  limiters: LimiterFactory;
  /** Per client IP: keys issued by POST /v1/sandbox-key. */
  issuance: WindowLimiter;
  issuanceLimit: number;
  /** Per client address and UTC day: the MCP free tier's scored lookups. */
  freeTier: WindowLimiter;
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
