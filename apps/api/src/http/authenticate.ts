// Who is calling: the Bearer access token, verified, of an account that is still active. Customer routes
// take the account id from here and nowhere else.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findAccount } from '../services/auth/accounts';
import type { AuthContext } from '../services/auth/context';
import { verifyAccessToken, type AccessClaims } from '../services/auth/tokens';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    customer?: AccessClaims;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1]! : null;
}

/** The verified claims of the request's access token, or null (no token, bad signature, expired). */
export async function optionalCustomer(ctx: AuthContext, request: FastifyRequest): Promise<AccessClaims | null> {
  const token = bearerToken(request);
  return token ? verifyAccessToken(ctx.tokens, token) : null;
}

/** A preHandler: 401 unless the request carries a valid access token of an active account. */
export function requireCustomer(ctx: AuthContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const claims = await optionalCustomer(ctx, request);
    // A deactivated or deleted account's tokens stop working at once, not when they expire.
    const account = claims ? await findAccount(ctx.db, claims.accountId) : null;
    if (!claims || !account || account.status !== 'active') throw new HttpError(401, 'unauthorized');
    request.customer = claims;
  };
}

/** The signed-in customer of a request that went through requireCustomer. */
export function customerOf(request: FastifyRequest): AccessClaims {
  if (!request.customer) throw new HttpError(401, 'unauthorized');
  return request.customer;
}
