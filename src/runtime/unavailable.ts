/**
 * A dependency (PostgreSQL, Redis) did not answer in time or refused. Transports answer 503 with
 * Retry-After, never 500, and the service recovers by itself when the dependency returns.
 */
export class DependencyUnavailableError extends Error {
  override readonly name = "DependencyUnavailableError";
  constructor(
    readonly dependency: "postgres" | "redis",
    cause: unknown,
  ) {
    super(`${dependency} is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}
