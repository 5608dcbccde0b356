import { randomUUID } from "node:crypto";
import { InputError } from "../engine/errors.js";
import { generateKey, hashKey, isWellFormedKey, type KeyKind } from "./key-format.js";
import type { KeyRecord, KeyStatus, KeyStore } from "./key-store.js";

export type Verification =
  | { outcome: "missing" | "malformed" | "unknown" }
  | { outcome: "revoked" | "lapsed" | "active"; key: KeyRecord };

export interface IssuedKey {
  record: KeyRecord;
  /** The only time the plaintext exists outside the caller's hands. */
  plaintext: string;
}

/** Issues and verifies API keys; only hashes reach the store. */
export class KeyService {
  constructor(
    private readonly store: KeyStore,
    private readonly hashSecret?: string,
  ) {}

  async issue(
    kind: KeyKind,
    owner: { plan: string; email: string; name?: string | null | undefined },
  ): Promise<IssuedKey> {
    const { plaintext, prefix } = generateKey(kind);
    const record: KeyRecord = {
      id: randomUUID(),
      hash: hashKey(plaintext, this.hashSecret),
      prefix,
      plan: owner.plan,
      status: "active",
      email: owner.email,
      name: owner.name ?? null,
      createdAt: new Date().toISOString(),
    };
    await this.store.insert(record);
    return { record, plaintext };
  }

  /** Malformed keys (bad shape or checksum) are refused without touching the store. */
  async verify(presented: string | undefined): Promise<Verification> {
    if (!presented) return { outcome: "missing" };
    if (!isWellFormedKey(presented)) return { outcome: "malformed" };
    const key = await this.store.findByHash(hashKey(presented, this.hashSecret));
    if (!key) return { outcome: "unknown" };
    return { outcome: key.status, key };
  }

  /** The one key whose display prefix starts with `prefix`; errors name what is wrong. */
  async findOne(prefix: string): Promise<KeyRecord> {
    const found = await this.store.findByPrefix(prefix);
    if (found.length === 0) throw new InputError("prefix", `no key starts with ${prefix}; see keys list`);
    if (found.length > 1)
      throw new InputError("prefix", `${found.length} keys start with ${prefix}; give more of it`);
    return found[0] as KeyRecord;
  }

  /**
   * Status changes an operator may make: active <-> lapsed (billing), and revoked from either,
   * which is final (a revoked key never comes back; issue a new one).
   */
  async setStatus(prefix: string, status: KeyStatus): Promise<KeyRecord> {
    const key = await this.findOne(prefix);
    if (key.status === "revoked" && status !== "revoked") {
      throw new InputError(
        "prefix",
        `key ${key.prefix} is revoked; revocation is final, create a new key instead`,
      );
    }
    await this.store.setStatus(key.id, status);
    return { ...key, status };
  }
}
