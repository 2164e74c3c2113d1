import argon2 from 'argon2';

/** OWASP's argon2id minimum: 19 MiB memory, 2 iterations, 1 lane. */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    // Spend comparable time so a missing account is not told apart by timing.
    await argon2.hash(password, options);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
