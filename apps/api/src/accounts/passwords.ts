import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's first recommended setting: 19 MiB, 2 passes,
 * 1 lane. A verification reads the parameters from the stored hash, so older hashes keep working.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash of a password or a one-time code: `$argon2id$v=19$m=19456,t=2,p=1$…`. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

/** Whether a stored hash was made with other parameters than {@link hashSecret} uses now (the seed's, say). */
export function needsRehash(stored: string): boolean {
  const { memoryCost, timeCost, parallelism } = ARGON2_OPTIONS;
  return !stored.startsWith(`$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`);
}

/**
 * What `users.password_hash` holds once the password set before the address was proven is removed: no hash,
 * so it matches nothing; the owner chooses a password with the reset link.
 */
export const REMOVED_PASSWORD = '!removed-when-the-address-was-proven';

/** Whether a stored value is a hash a password can match (not {@link REMOVED_PASSWORD}). */
export function isUsablePasswordHash(stored: string): boolean {
  return stored.startsWith('$argon2');
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether `secret` matches `stored`. Without a stored hash (no such user) it still verifies against a dummy
 * hash of the same cost and answers false, so the time taken does not tell whether the account exists.
 */
export async function verifySecret(stored: string | null | undefined, secret: string): Promise<boolean> {
  // A removed password costs the same time as a wrong one, so the answer does not tell it apart.
  if (!stored || !isUsablePasswordHash(stored)) {
    dummyHash ??= hashSecret('dummy password that matches nothing');
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, secret);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
