import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * scrypt with the OWASP ASVS 5.0 (appendix C) minimum: N = 2^17, r = 8, p = 1. The parameters are
 * stored in each hash, so a cheaper setting for test factories still verifies production hashes.
 */
export const PRODUCTION_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;

export type ScryptCost = { N: number; r: number; p: number };

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // Node's default maxmem (32 MiB) is below what N = 2^17, r = 8 needs (128 * N * r = 128 MiB).
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(
  password: string,
  cost: ScryptCost = PRODUCTION_SCRYPT,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = hash.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
