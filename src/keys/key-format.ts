import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * API keys look like GitHub's tokens: a readable type prefix, 43 base62 characters carrying 256
 * random bits, and a 6-character base62 CRC32 checksum, so a secret scanner can tell a real
 * Singable key from random text offline, and a typo is refused before any store lookup.
 */
export const KEY_PREFIXES = { sandbox: "svc_sandbox_", live: "svc_live_" } as const;
export type KeyKind = keyof typeof KEY_PREFIXES;

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const SECRET_LENGTH = 43;
const CHECKSUM_LENGTH = 6;
/** Characters of the secret shown in `keyPrefix`: enough to tell keys apart in a list. */
const DISPLAY_CHARS = 8;
const KEY_PATTERN = new RegExp(
  `^(svc_sandbox_|svc_live_)([0-9A-Za-z]{${SECRET_LENGTH}})([0-9A-Za-z]{${CHECKSUM_LENGTH}})$`,
);

function base62(value: bigint, length: number): string {
  let out = "";
  let rest = value;
  for (let i = 0; i < length; i++) {
    out = ALPHABET[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8"))
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function checksum(secret: string): string {
  return base62(BigInt(crc32(secret)), CHECKSUM_LENGTH);
}

export interface NewKey {
  plaintext: string;
  /** Short leading portion for display and admin look-ups; not a secret on its own. */
  prefix: string;
}

/** A fresh key from the operating system's CSPRNG. */
export function generateKey(kind: KeyKind): NewKey {
  const secret = base62(BigInt(`0x${randomBytes(32).toString("hex")}`), SECRET_LENGTH);
  const type = KEY_PREFIXES[kind];
  return {
    plaintext: `${type}${secret}${checksum(secret)}`,
    prefix: `${type}${secret.slice(0, DISPLAY_CHARS)}`,
  };
}

/** Whether text is shaped like a Singable key with a valid checksum; no store is consulted. */
export function isWellFormedKey(text: string): boolean {
  const match = KEY_PATTERN.exec(text);
  return match !== null && checksum(match[2] as string) === match[3];
}

/**
 * What is stored instead of the key: SHA-256 of it, keyed with the server secret when one is
 * configured (HMAC), so a stolen database alone cannot be used to test guesses.
 */
export function hashKey(plaintext: string, secret?: string): string {
  return secret
    ? createHmac("sha256", secret).update(plaintext).digest("hex")
    : createHash("sha256").update(plaintext).digest("hex");
}
