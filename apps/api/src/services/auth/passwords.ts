// Password hashing with argon2id at OWASP's recommended minimum (19 MiB, 2 iterations, parallelism 1).
import { hash, verify, type Options } from '@node-rs/argon2';

// The package's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Options['algorithm'];
const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Checked against when no account matches, so "no such account" takes as long as "wrong password"
// and response times do not tell which identifiers are registered.
let decoyHash: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; a missing hash still costs one verification. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing 1!');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
