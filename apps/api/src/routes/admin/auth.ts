// Staff sign-in under /api/admin/auth: password then emailed code, refresh with rotation, logout, who am I,
// changing one's own password and choosing it from a one-time link. HTTP only (rate limits, validation, the
// cookie); the rules live in services/staff. Every route here is `staffPublic` for the admin plugin's guard:
// sign-in cannot require being signed in, and the few that do (me, password, logout) authenticate below.
import { NewPassword, OtpCode, VerificationId } from '@dukan/core/contract/auth';
import { PASSWORD_MAX_LENGTH } from '@dukan/core/auth/password';
import { permissionsOf } from '@dukan/core/contract/staff';
import { LOCALES } from '@dukan/core/locales';
import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { localeOfRequest, messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { authenticateStaff } from '../../http/staff-guard';
import { LangQuery, type ZodTypeProvider } from '../../http/zod';
import type { RateLimitRule } from '../../services/rate-limit/types';
import { STAFF_AUTH_LIMITS } from '../../services/staff/limits';
import { findStaffById, updateOwnProfile } from '../../services/staff/members';
import { setPasswordFromLink } from '../../services/staff/password-links';
import {
  changeOwnPassword,
  completeStaffSignIn,
  resendStaffCode,
  startStaffSignIn,
} from '../../services/staff/sign-in';
import {
  revokeStaffSession,
  rotateStaffRefreshToken,
  sessionOfRefreshToken,
  type StaffTokens,
} from '../../services/staff/tokens';
import type { AdminRuntime } from './index';

export const STAFF_REFRESH_COOKIE = 'dukan_staff_refresh';
// Sent only to the sign-in routes: no other request needs it, so no other request can leak it.
export const STAFF_REFRESH_COOKIE_PATH = '/api/admin/auth';

const GivenPassword = z.string({ message: 'password_required' }).min(1, 'password_required').max(PASSWORD_MAX_LENGTH);
export const StaffEmail = z
  .string({ message: 'email_invalid' })
  .trim()
  .max(254, 'email_invalid')
  .pipe(z.email({ message: 'email_invalid' }))
  .transform((e) => e.toLowerCase());

const LoginBody = z.object({ email: StaffEmail, password: GivenPassword });
const VerifyBody = z.object({ verify_id: VerificationId, code: OtpCode });
const ResendBody = z.object({ verify_id: VerificationId });
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const ProfileBody = z
  .object({
    name: z
      .string({ message: 'staff_text_invalid' })
      .trim()
      .max(100, 'staff_name_too_long')
      .refine((s) => !CONTROL.test(s), 'staff_text_invalid')
      .optional(),
    locale: z.enum(LOCALES, { message: 'invalid_input' }).optional(),
  })
  .refine((b) => b.name !== undefined || b.locale !== undefined, { message: 'invalid_input' });
const ChangePasswordBody = z.object({ current_password: GivenPassword, new_password: NewPassword });
const SetPasswordBody = z.object({
  token: z.string({ message: 'staff_link_invalid' }).min(16, 'staff_link_invalid').max(128, 'staff_link_invalid'),
  password: NewPassword,
});

export const adminAuthPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ctx, rateLimits } = runtime;
  const limits = STAFF_AUTH_LIMITS;
  await app.register(fastifyCookie);

  const cookieOptions = {
    path: STAFF_REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.NODE_ENV === 'production' || ctx.config.PUBLIC_URL.startsWith('https:'),
  } as const;
  const isPublic = { staffPublic: true } as const;

  /** Counts one hit on every rule; the first refusal answers 429 with Retry-After. */
  const limit = async (checks: [RateLimitRule, string][]) => {
    for (const [rule, key] of checks) {
      const decision = await rateLimits.hit(rule, key);
      if (!decision.allowed) throw new HttpError(429, 'too_many_requests', undefined, decision.retryAfterSeconds);
    }
  };

  const tokenReply = (reply: FastifyReply, tokens: StaffTokens) => {
    reply.setCookie(STAFF_REFRESH_COOKIE, tokens.refreshToken, { ...cookieOptions, expires: tokens.refreshExpiresAt });
    reply.header('Cache-Control', 'no-store');
    return { accessToken: tokens.accessToken, accessTokenExpiresIn: tokens.accessTokenExpiresIn };
  };

  /** The caller, for the routes that need one signed in: 401 otherwise. */
  const caller = async (request: FastifyRequest) => {
    const actor = await authenticateStaff(ctx, request);
    if (!actor) throw new HttpError(401, 'unauthorized');
    request.staff = actor;
    return actor;
  };

  app.post(
    '/auth/login',
    { config: isPublic, schema: { body: LoginBody, querystring: LangQuery } },
    async (request) => {
      const { email, password } = request.body;
      // Every try counts, right or wrong: ten per address in fifteen minutes, then 429 until the window ends.
      await limit([
        [limits.loginPerIp, request.ip],
        [limits.loginPerIdentifier, email],
      ]);
      const started = unwrap(
        request,
        await startStaffSignIn(ctx, { email, password, locale: localeOfRequest(request) }),
      );
      return { ...started, message: messageFor(request, 'code_sent') };
    },
  );

  app.post(
    '/auth/resend',
    { config: isPublic, schema: { body: ResendBody, querystring: LangQuery } },
    async (request) => {
      await limit([
        [limits.sendPerIp, request.ip],
        [limits.sendPerIdentifier, `verification:${request.body.verify_id}`],
      ]);
      const sent = unwrap(
        request,
        await resendStaffCode(ctx, { verifyId: request.body.verify_id, locale: localeOfRequest(request) }),
      );
      return { ...sent, message: messageFor(request, 'code_sent') };
    },
  );

  app.post(
    '/auth/verify',
    { config: isPublic, schema: { body: VerifyBody, querystring: LangQuery } },
    async (request, reply) => {
      await limit([[limits.verifyPerIp, request.ip]]);
      const tokens = unwrap(
        request,
        await completeStaffSignIn(ctx, { verifyId: request.body.verify_id, code: request.body.code }),
      );
      return tokenReply(reply, tokens);
    },
  );

  app.post('/auth/refresh', { config: isPublic, schema: { querystring: LangQuery } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = request.cookies[STAFF_REFRESH_COOKIE];
    if (!token) throw new HttpError(401, 'session_expired');
    const rotated = await rotateStaffRefreshToken(ctx, token);
    if (!rotated.ok) {
      if (rotated.reason === 'reused') request.log.warn('staff refresh token reused: session revoked');
      reply.clearCookie(STAFF_REFRESH_COOKIE, cookieOptions);
      throw new HttpError(401, 'session_expired');
    }
    return tokenReply(reply, rotated.tokens);
  });

  // Logging out always succeeds: it revokes whatever session the request can prove, and forgets the cookie.
  app.post('/auth/logout', { config: isPublic, schema: { querystring: LangQuery } }, async (request, reply) => {
    const actor = await authenticateStaff(ctx, request);
    const cookie = request.cookies[STAFF_REFRESH_COOKIE];
    const sessions = new Set([actor?.sessionId, cookie ? await sessionOfRefreshToken(ctx.db, cookie) : null]);
    for (const sessionId of sessions) if (sessionId) await revokeStaffSession(ctx.db, sessionId, ctx.now());
    reply.clearCookie(STAFF_REFRESH_COOKIE, cookieOptions);
    return { message: messageFor(request, 'signed_out') };
  });

  app.get('/auth/me', { config: isPublic, schema: { querystring: LangQuery } }, async (request, reply) => {
    const actor = await caller(request);
    reply.header('Cache-Control', 'no-store');
    const member = actor.kind === 'staff' && actor.id ? await findStaffById(ctx.db, actor.id) : null;
    return {
      data: {
        id: actor.id,
        kind: actor.kind,
        email: member?.email ?? null,
        name: member?.name || actor.label,
        role: actor.role,
        permissions: permissionsOf(actor.role),
        locale: member?.locale ?? localeOfRequest(request),
      },
    };
  });

  app.patch(
    '/auth/me',
    { config: isPublic, schema: { body: ProfileBody, querystring: LangQuery } },
    async (request) => {
      const actor = await caller(request);
      const updated = unwrap(
        request,
        await updateOwnProfile(ctx.db, actor, { changes: request.body, now: ctx.now(), requestId: request.id }),
      );
      return { data: updated, message: messageFor(request, 'staff_saved') };
    },
  );

  app.post(
    '/auth/password',
    { config: isPublic, schema: { body: ChangePasswordBody, querystring: LangQuery } },
    async (request) => {
      const actor = await caller(request);
      // Keys and ADMIN_API_TOKEN have no password to change.
      if (actor.kind !== 'staff' || !actor.id) throw new HttpError(403, 'forbidden');
      await limit([[limits.loginPerIdentifier, `staff:${actor.id}`]]);
      unwrap(
        request,
        await changeOwnPassword(ctx, actor, {
          sessionId: actor.sessionId,
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
          requestId: request.id,
        }),
      );
      return { message: messageFor(request, 'password_updated') };
    },
  );

  app.post(
    '/auth/set-password',
    { config: isPublic, schema: { body: SetPasswordBody, querystring: LangQuery } },
    async (request) => {
      await limit([[limits.verifyPerIp, request.ip]]);
      unwrap(
        request,
        await setPasswordFromLink(ctx, {
          token: request.body.token,
          password: request.body.password,
          requestId: request.id,
        }),
      );
      return { message: messageFor(request, 'staff_password_set') };
    },
  );
};
