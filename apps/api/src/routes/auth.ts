// The auth API under /auth (spec §7 "Auth API"): sign-up, sign-in, codes, SSO, passwords, identifier
// changes, refresh and logout. HTTP only: captcha, rate limits, validation, cookies; the rules live in
// services/auth.
import {
  AccessTokenResponse,
  ForgotPasswordBody,
  IDENTIFIER_TYPES,
  identifierKindOf,
  InitializeRegisterBody,
  InitiateUpdateIdentifierBody,
  LoginBody,
  OtpSendBody,
  ResendOtpRegisterBody,
  ResetPasswordBody,
  SsoInitializeBody,
  UpdatePasswordBody,
  VerifyCodeBody,
  VerifyUpdateIdentifierBody,
} from '@dukan/core/contract/auth';
import fastifyCookie from '@fastify/cookie';
import type { Locale } from '@dukan/core/locales';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CaptchaAction, CaptchaVerifier } from '../adapters/captcha/types';
import { customerOf, optionalCustomer, requireCustomer } from '../http/authenticate';
import { requireCaptcha } from '../http/captcha';
import { HttpError } from '../http/errors';
import { localeOfRequest, messageFor, type ApiMessageKey } from '../http/messages';
import { unwrap } from '../http/service-result';
import { LangQuery, type ZodTypeProvider } from '../http/zod';
import type { AuthContext } from '../services/auth/context';
import { completeIdentifierChange, startIdentifierChange } from '../services/auth/identifier-change';
import type { AuthLimits } from '../services/auth/limits';
import type { StartedVerification } from '../services/auth/verifications';
import type { ServiceResult } from '../services/result';
import { changePassword, requestPasswordReset, resetPassword } from '../services/auth/password-changes';
import { completeRegistration, initializeRegistration, resendRegistrationCode } from '../services/auth/registration';
import { completeCodeSignIn, signInWithProvider, startCodeSignIn, startPasswordSignIn } from '../services/auth/sign-in';
import { familyOfRefreshToken, revokeFamily, rotateRefreshToken, type IssuedTokens } from '../services/auth/tokens';
import type { RateLimitRule, RateLimitStore } from '../services/rate-limit/types';

/** What the auth surface needs beyond the database: built by buildServer from the configuration. */
export interface AuthRuntime {
  ctx: AuthContext;
  captcha: CaptchaVerifier;
  rateLimits: RateLimitStore;
  limits: AuthLimits;
  /** Lists what the outbox provider recorded; absent in production, where GET /auth/dev/outbox is a 404. */
  listOutbox?: (to: string) => Promise<unknown[]>;
}

export const REFRESH_COOKIE = 'dukan_refresh';
// Sent only to refresh and logout: no other request needs it, so no other request can leak it.
export const REFRESH_COOKIE_PATH = '/auth/public/auth';

const PASSWORD_OTP = '/public/mfa-provider-password-otp';

export const authPlugin: FastifyPluginAsync<{ runtime: AuthRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ctx, captcha, rateLimits, limits } = runtime;
  await app.register(fastifyCookie);

  // Production always (its PUBLIC_URL must be https), and any https shop: the refresh token never crosses plain http.
  const secureCookie = ctx.config.NODE_ENV === 'production' || ctx.config.PUBLIC_URL.startsWith('https:');

  /** A preHandler that assesses the request's reCAPTCHA token for `action` (when assessment is configured). */
  const checkCaptcha = (action: CaptchaAction) => requireCaptcha(captcha, action);

  /** Counts one hit on every rule; the first refusal answers 429 with Retry-After. */
  const limit = async (checks: [RateLimitRule, string][]) => {
    for (const [rule, key] of checks) {
      const decision = await rateLimits.hit(rule, key);
      if (!decision.allowed) throw new HttpError(429, 'too_many_requests', undefined, decision.retryAfterSeconds);
    }
  };

  const cookieOptions = { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: secureCookie } as const;

  /** The token answer: the refresh token goes into its cookie, the access token into the body. */
  const tokenReply = (request: FastifyRequest, reply: FastifyReply, tokens: IssuedTokens, key?: ApiMessageKey) => {
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...cookieOptions, expires: tokens.refreshExpiresAt });
    reply.header('Cache-Control', 'no-store');
    return AccessTokenResponse.parse({
      accessToken: tokens.accessToken,
      accessTokenExpiresIn: tokens.accessTokenExpiresIn,
      message: key ? messageFor(request, key) : undefined,
    });
  };
  const clearRefreshCookie = (reply: FastifyReply) => reply.clearCookie(REFRESH_COOKIE, cookieOptions);

  /** A route that sends a code to `identifier`: rate-limited per IP and per identifier, answered with the verification id. */
  const sendsCode = async (
    request: FastifyRequest,
    identifier: string,
    start: (locale: Locale) => Promise<ServiceResult<StartedVerification>>,
  ) => {
    await limit([
      [limits.sendPerIp, request.ip],
      [limits.sendPerIdentifier, identifier],
    ]);
    const started = unwrap(request, await start(localeOfRequest(request)));
    return { ...started, message: messageFor(request, 'code_sent') };
  };

  const authenticated = requireCustomer(ctx);

  app.get('/public/identifier-types', async () => IDENTIFIER_TYPES);

  // ---- sign-up ----
  app.post(
    `${PASSWORD_OTP}/initialize-register`,
    {
      schema: { body: InitializeRegisterBody, querystring: LangQuery },
      preHandler: checkCaptcha('MFA_INITIALIZE_REGISTER_PW_OTP'),
    },
    async (request) => {
      const { kind, normalized, password, channel } = request.body;
      return sendsCode(request, normalized, (locale) =>
        initializeRegistration(ctx, { kind, identifier: normalized, password, channel, locale }),
      );
    },
  );

  app.post(
    `${PASSWORD_OTP}/verify-register`,
    {
      schema: { body: VerifyCodeBody, querystring: LangQuery },
      preHandler: checkCaptcha('MFA_VERIFY_REGISTER_PW_OTP'),
    },
    async (request, reply) => {
      await limit([[limits.verifyPerIp, request.ip]]);
      const { id, code, identifierId } = request.body;
      const tokens = unwrap(
        request,
        await completeRegistration(ctx, { id, code, kind: identifierKindOf(identifierId) }),
      );
      return tokenReply(request, reply, tokens, 'registered');
    },
  );

  app.post(
    `${PASSWORD_OTP}/resend-otp-register`,
    {
      schema: { body: ResendOtpRegisterBody, querystring: LangQuery },
      preHandler: checkCaptcha('MFA_RESEND_OTP_REGISTER_PW_OTP'),
    },
    async (request) =>
      sendsCode(request, `verification:${request.body.id}`, () => resendRegistrationCode(ctx, request.body)),
  );

  // ---- sign-in ----
  app.post(
    `${PASSWORD_OTP}/login`,
    { schema: { body: LoginBody, querystring: LangQuery }, preHandler: checkCaptcha('MFA_LOGIN_PW_OTP') },
    async (request) => {
      const { kind, normalized, password, channel } = request.body;
      // Guessing passwords is the abuse here, so the sign-in rules count it (a code goes out only after a right one).
      await limit([
        [limits.loginPerIp, request.ip],
        [limits.loginPerIdentifier, normalized],
      ]);
      const started = unwrap(
        request,
        await startPasswordSignIn(ctx, {
          kind,
          identifier: normalized,
          password,
          channel,
          locale: localeOfRequest(request),
        }),
      );
      return { ...started, message: messageFor(request, 'code_sent') };
    },
  );

  app.post(
    '/public/otp/send',
    { schema: { body: OtpSendBody, querystring: LangQuery }, preHandler: checkCaptcha('MFA_LOGIN_PW_OTP') },
    async (request) => {
      const { kind, normalized, channel } = request.body;
      return sendsCode(request, normalized, (locale) =>
        startCodeSignIn(ctx, { kind, identifier: normalized, channel, locale }),
      );
    },
  );

  app.post(
    '/public/otp/verify',
    { schema: { body: VerifyCodeBody, querystring: LangQuery }, preHandler: checkCaptcha('MFA_LOGIN_PW_OTP') },
    async (request, reply) => {
      await limit([[limits.verifyPerIp, request.ip]]);
      const { id, code, identifierId } = request.body;
      const tokens = unwrap(request, await completeCodeSignIn(ctx, { id, code, kind: identifierKindOf(identifierId) }));
      return tokenReply(request, reply, tokens, 'signed_in');
    },
  );

  app.post(
    '/public/sso/initialize',
    { schema: { body: SsoInitializeBody, querystring: LangQuery } },
    async (request, reply) => {
      await limit([[limits.loginPerIp, request.ip]]);
      const { identifierToken, provider } = request.body;
      // Google's ID tokens are JWTs (three dot-separated parts); Facebook's access tokens are opaque.
      const which = provider ?? (identifierToken.split('.').length === 3 ? 'google' : 'facebook');
      const tokens = unwrap(request, await signInWithProvider(ctx, { provider: which, token: identifierToken }));
      return tokenReply(request, reply, tokens, 'signed_in');
    },
  );

  // ---- passwords ----
  app.post(
    `${PASSWORD_OTP}/forgot-password`,
    {
      schema: { body: ForgotPasswordBody, querystring: LangQuery },
      preHandler: checkCaptcha('MFA_FORGOT_PASSWORD_PW_OTP'),
    },
    async (request) => {
      const { kind, normalized, channel } = request.body;
      await limit([
        [limits.sendPerIp, request.ip],
        [limits.sendPerIdentifier, normalized],
      ]);
      await requestPasswordReset(ctx, { kind, identifier: normalized, channel, locale: localeOfRequest(request) });
      return { message: messageFor(request, 'password_reset_sent') };
    },
  );

  app.post(
    `${PASSWORD_OTP}/reset-password`,
    {
      schema: { body: ResetPasswordBody, querystring: LangQuery },
      preHandler: checkCaptcha('MFA_RESET_PASSWORD_PW_OTP'),
    },
    async (request) => {
      await limit([[limits.verifyPerIp, request.ip]]);
      unwrap(request, await resetPassword(ctx, request.body));
      return { message: messageFor(request, 'password_reset_done') };
    },
  );

  app.post(
    `${PASSWORD_OTP}/update-password`,
    { schema: { body: UpdatePasswordBody, querystring: LangQuery }, preHandler: authenticated },
    async (request) => {
      const customer = customerOf(request);
      await limit([[limits.loginPerIdentifier, `account:${customer.accountId}`]]);
      unwrap(
        request,
        await changePassword(ctx, {
          accountId: customer.accountId,
          familyId: customer.familyId,
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
        }),
      );
      return { message: messageFor(request, 'password_updated') };
    },
  );

  // ---- identifier change ----
  app.post(
    '/public/auth/initiate-update-identifier',
    {
      schema: { body: InitiateUpdateIdentifierBody, querystring: LangQuery },
      preHandler: [checkCaptcha('INITIALIZE_UPDATE_IDENTIFIER'), authenticated],
    },
    async (request) => {
      const { accountId } = customerOf(request);
      const { kind, normalized, channel } = request.body;
      // Also counted per account: one account must not spray codes at many numbers.
      await limit([[limits.sendPerIdentifier, `account:${accountId}`]]);
      const { id, destination, message } = await sendsCode(request, normalized, (locale) =>
        startIdentifierChange(ctx, { accountId, kind, identifier: normalized, channel, locale }),
      );
      return { token: id, destination, message };
    },
  );

  app.post(
    '/public/auth/verify-update-identifier',
    {
      schema: { body: VerifyUpdateIdentifierBody, querystring: LangQuery },
      preHandler: [checkCaptcha('VERIFY_UPDATE_IDENTIFIER'), authenticated],
    },
    async (request) => {
      const customer = customerOf(request);
      await limit([[limits.verifyPerIp, request.ip]]);
      unwrap(
        request,
        await completeIdentifierChange(ctx, {
          accountId: customer.accountId,
          token: request.body.token,
          code: request.body.code,
        }),
      );
      return { message: messageFor(request, 'identifier_updated') };
    },
  );

  // ---- session ----
  app.get('/public/auth/refresh', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) throw new HttpError(401, 'session_expired');
    const rotated = await rotateRefreshToken(ctx.db, ctx.tokens, token);
    if (!rotated.ok) {
      if (rotated.reason === 'reused') request.log.warn('refresh token reused: family revoked');
      clearRefreshCookie(reply);
      throw new HttpError(401, 'session_expired');
    }
    return tokenReply(request, reply, rotated.tokens);
  });

  // Logging out always succeeds: it revokes whatever session the request can prove, and forgets the cookie.
  app.post('/public/auth/logout', { schema: { querystring: LangQuery } }, async (request, reply) => {
    const claims = await optionalCustomer(ctx, request);
    const cookie = request.cookies[REFRESH_COOKIE];
    const families = new Set([claims?.familyId, cookie ? await familyOfRefreshToken(ctx.db, cookie) : null]);
    for (const familyId of families) if (familyId) await revokeFamily(ctx.db, familyId, ctx.now());
    clearRefreshCookie(reply);
    return { message: messageFor(request, 'signed_out') };
  });

  // ---- development ----
  if (runtime.listOutbox) {
    const listOutbox = runtime.listOutbox;
    app.get('/dev/outbox', { schema: { querystring: z.object({ to: z.string().min(1).max(254) }) } }, async (request) =>
      listOutbox(outboxRecipient(request.query.to)),
    );
  }
};

/** `?to=+9647…` arrives as " 9647…" (a query string's + is a space): read it back as the E.164 it was. */
export function outboxRecipient(raw: string): string {
  const value = raw.trim();
  if (value.includes('@')) return value.toLowerCase();
  return `+${value.replace(/\D/g, '')}`;
}
