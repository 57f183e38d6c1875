// Every back-office route (/api/admin) goes through requireStaff: 401 without a valid staff access token,
// API key or ADMIN_API_TOKEN; 403 when the caller's role lacks the route's permission
// (@dukan/core/contract/staff). The back office only hides what this already refuses.
import { createHash, timingSafeEqual } from 'node:crypto';
import { staffCan, type StaffPermission } from '@dukan/core/contract/staff';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../services/auth/context';
import { authenticateStaffToken } from '../services/staff/authenticate';
import { bearerToken } from './authenticate';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffActor;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** ADMIN_API_TOKEN, for scripts: acts as an owner. Compared as digests so timing says nothing of the guess. */
export const ADMIN_TOKEN_ACTOR: StaffActor = { kind: 'token', id: null, label: 'ADMIN_API_TOKEN', role: 'owner' };

export async function authenticateStaff(ctx: AuthContext, request: FastifyRequest): Promise<StaffActor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const configured = ctx.config.ADMIN_API_TOKEN;
  if (configured && timingSafeEqual(digest(token), digest(configured))) return ADMIN_TOKEN_ACTOR;
  return authenticateStaffToken(ctx, token);
}

/** A preHandler: the caller must be staff (or a key) holding `permission`. */
export function requireStaff(ctx: AuthContext, permission: StaffPermission) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const actor = request.staff ?? (await authenticateStaff(ctx, request));
    if (!actor) throw new HttpError(401, 'unauthorized');
    request.staff = actor;
    if (!staffCan(actor.role, permission)) throw new HttpError(403, 'forbidden');
  };
}

/** The caller of a route that went through requireStaff. */
export function staffOf(request: FastifyRequest): StaffActor {
  if (!request.staff) throw new HttpError(401, 'unauthorized');
  return request.staff;
}
