import type { KeyService } from "../../keys/key-service.js";
import type { KeyRecord } from "../../keys/key-store.js";
import { httpErrors } from "../http/http-error.js";

/** Who is calling /mcp: the keyless free tier, a verified key, or a key that must be refused. */
export type McpAccess =
  | { kind: "free"; clientAddress: string }
  | { kind: "key"; key: KeyRecord }
  | { kind: "refused"; message: string };

/** The key from X-API-Key, or from Authorization: Bearer (what many MCP clients let users set). */
export function presentedKey(headers: Record<string, string | string[] | undefined>): string | undefined {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const apiKey = header("x-api-key");
  if (apiKey) return apiKey;
  const bearer = /^Bearer\s+(\S+)$/i.exec(header("authorization") ?? "");
  return bearer?.[1];
}

/**
 * A bad key is not an HTTP 401 here: MCP clients answer 401 by starting OAuth discovery, which
 * would hide the real problem. Tool calls get an isError result with the REST wording instead.
 */
export async function resolveAccess(
  keys: KeyService,
  presented: string | undefined,
  clientAddress: string,
): Promise<McpAccess> {
  if (!presented) return { kind: "free", clientAddress };
  const verification = await keys.verify(presented);
  switch (verification.outcome) {
    case "active":
      return { kind: "key", key: verification.key };
    case "lapsed":
      return { kind: "refused", message: httpErrors.lapsedSubscription().message };
    case "revoked":
      return { kind: "refused", message: httpErrors.revokedKey().message };
    default:
      return { kind: "refused", message: httpErrors.invalidKey().message };
  }
}
