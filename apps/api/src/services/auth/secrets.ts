// Keys derived from AUTH_SECRET, one per use, so a leak of one use's material does not forge another's.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export interface AuthKeys {
  /** HS256 key of access tokens. */
  accessToken: Uint8Array;
  /** Pepper of one-time-code hashes. */
  codePepper: Buffer;
}

export function deriveAuthKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(`dukan:${purpose}`).digest();
  return { accessToken: new Uint8Array(derive('access-token')), codePepper: derive('otp-code') };
}

/** A one-time code of `length` digits from a cryptographic source. */
export function generateCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(10));
  return code;
}

/** Codes are stored as HMAC(pepper, verification id + code): useless without the server secret. */
export function hashCode(pepper: Buffer, verificationId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${verificationId}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A long random token for links and cookies (256 bits). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens with 256 bits of entropy need no pepper or slow hash: SHA-256 is enough to keep them out of the database. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
