import { errorBody } from "../../../contract/responses.js";

/** Every route can answer these: an internal fault, or a shared store that is not answering. */
const ALWAYS = [500, 503] as const;

/**
 * The declared error responses of a route (plus 500 and 503), each with the one error envelope
 * `{"error": "..."}`.
 */
export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S | (typeof ALWAYS)[number], typeof errorBody> {
  return Object.fromEntries([...statuses, ...ALWAYS].map((status) => [status, errorBody])) as Record<
    S | (typeof ALWAYS)[number],
    typeof errorBody
  >;
}

/** The security requirement of every keyed route (the scheme is declared in app.ts). */
export const KEY_SECURITY = [{ ApiKey: [] }];
