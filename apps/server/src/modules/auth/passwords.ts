import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the account does not exist, so a miss costs what a wrong password costs. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  return decoyHash;
}
