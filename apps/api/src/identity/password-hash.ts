// argon2id password hashes (@node-rs/argon2: a prebuilt binary in the package, no install script).
// Its defaults are OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane): about 16 ms a hash here.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a stored value that is no argon2 hash at all. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | null = null;

/**
 * Spends the time of one verification when no account matches the email, so that response times do
 * not tell which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoy ??= hash('brewline decoy password, never a real one');
  await verifyPassword(await decoy, password);
}
