import { errorBody } from "../../../contract/responses.js";

/** The declared error responses of a route, each with the one error envelope `{"error": "..."}`. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}

/** The security requirement of every keyed route (the scheme is declared in app.ts). */
export const KEY_SECURITY = [{ ApiKey: [] }];
