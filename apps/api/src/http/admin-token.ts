// The shop owner's routes under /api/admin sit behind ADMIN_API_TOKEN. Without that token configured they
// answer 404: there is no default password to forget to change.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** An onRequest hook: 404 when no token is configured, 401 unless `Authorization: Bearer <token>` matches. */
export const requireAdminToken = (token: string | undefined) => async (request: FastifyRequest) => {
  if (!token) throw new HttpError(404, 'not_found');
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  // Compared as digests so the comparison takes the same time whatever the length of the guess.
  if (!timingSafeEqual(digest(given), digest(token))) throw new HttpError(401, 'unauthorized');
};
