/** An error with the status, headers and message a client should get. */
export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

const GET_A_KEY = "Get a free sandbox key with POST /v1/sandbox-key.";

/**
 * Every error the API answers with, in one place: what the client did, and what to do next.
 * (Input errors come from the engine's InputError and name the field themselves.)
 */
export const httpErrors = {
  missingKey: () => new HttpError(401, `Missing API key: send it in the X-API-Key header. ${GET_A_KEY}`),
  invalidKey: () => new HttpError(401, `Invalid API key: check that it was copied whole. ${GET_A_KEY}`),
  revokedKey: () => new HttpError(401, `This API key has been revoked and no longer works. ${GET_A_KEY}`),
  lapsedSubscription: () =>
    new HttpError(
      402,
      "The subscription of this API key has lapsed: renew it on the developer site; the key works again once billing is settled.",
    ),
  songNotFound: (slug: string) =>
    new HttpError(
      404,
      `No song with slug ${JSON.stringify(slug)}; find slugs with GET /v1/songs/search?q=...`,
    ),
  routeNotFound: (method: string, url: string) =>
    new HttpError(404, `No endpoint ${method} ${url}; the API is described at GET /v1/openapi.json.`),
  methodNotAllowed: (method: string, allowed: readonly string[]) =>
    new HttpError(405, `Method ${method} is not allowed here; use ${allowed.join(" or ")}.`, {
      allow: allowed.join(", "),
    }),
  bodyTooLarge: (limitBytes: number) =>
    new HttpError(413, `Request body too large: at most ${Math.round(limitBytes / 1024)} KB is accepted.`),
  unsupportedMediaType: () =>
    new HttpError(
      415,
      "Unsupported Content-Type: send the body as JSON with Content-Type: application/json.",
    ),
  malformedJson: (detail: string) => new HttpError(400, `Malformed JSON body: ${detail}`),
  perMinuteLimit: (limit: number, retryAfter: number) =>
    new HttpError(
      429,
      `Rate limit exceeded: this key's plan allows ${limit} requests per minute. Retry in ${retryAfter} s.`,
      {
        "retry-after": String(retryAfter),
      },
    ),
  monthlyQuota: (limit: number, retryAfter: number) =>
    new HttpError(
      429,
      `Monthly quota exceeded: this key's plan allows ${limit} calls per calendar month (UTC); it resets in ${retryAfter} s. Upgrade the plan for more.`,
      { "retry-after": String(retryAfter) },
    ),
  issuanceLimit: (limit: number, retryAfter: number) =>
    new HttpError(
      429,
      `Too many keys from this address: at most ${limit} per hour. Retry in ${retryAfter} s.`,
      {
        "retry-after": String(retryAfter),
      },
    ),
  unavailable: (dependency: string) =>
    new HttpError(
      503,
      `Service temporarily unavailable: its ${dependency} store is not answering. Retry in a few seconds.`,
      {
        "retry-after": "5",
      },
    ),
  internal: () =>
    new HttpError(
      500,
      "Internal error: the request failed on our side; retry, and report it if it persists.",
    ),
} as const;
