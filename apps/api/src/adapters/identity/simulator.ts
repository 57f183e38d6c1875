// Google and Facebook sign-in without their keys, outside production: a stand-in for both providers, like the
// bank's (adapters/payments/fib-simulator.ts). The "choose a test account" page under /dev/identity/{provider}
// hands the storefront the same kind of token the real provider would — an RS256 ID token for Google, an opaque
// access token for Facebook — and the real verifiers (google.ts, facebook.ts) check it unchanged: the Google
// verifier against this simulator's public key, the Facebook one through a Graph (debug_token, /me) answered
// here in the process. So the existing sign-in route, POST /auth/public/sso/initialize, signs the shopper in.
//
// The storefront opens GET /dev/identity/{provider}/choose?redirect_uri=…&state=…; choosing an account
// redirects to redirect_uri with `#provider=…&token=…&state=…` (a fragment: it never reaches a server log).
// redirect_uri must be on the shop's own origin (PUBLIC_URL) or a path, so the page cannot hand tokens elsewhere.
import { createHmac, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { SsoProvider } from '@dukan/core/contract/auth';
import type { FastifyPluginAsync } from 'fastify';
import { createLocalJWKSet, exportJWK, SignJWT, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { zodValidatorCompiler, type ZodTypeProvider } from '../../http/zod';

/** The client id / app credentials the verifiers are built with while the simulator stands in for a provider. */
export const SIMULATED_GOOGLE_CLIENT_ID = 'dukan-identity-simulator.apps.googleusercontent.com';
export const SIMULATED_FACEBOOK_APP = { id: '100000000000001', secret: 'dukan-identity-simulator-secret' } as const;
export const SIMULATED_FACEBOOK_GRAPH_URL = 'http://identity-simulator.invalid/graph';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const TOKEN_LIFETIME_SECONDS = 3600;
/** Facebook tokens are kept in memory; the oldest make room past this many. */
const MAX_FACEBOOK_TOKENS = 10_000;

export interface TestAccount {
  id: string;
  firstName: string;
  lastName: string;
  /** Null: the provider vouches for no address (a Facebook account made with a phone number). */
  email: string | null;
}

/** Three shoppers: two with an address, one without (the account is then made from the provider id alone). */
export const TEST_ACCOUNTS: readonly TestAccount[] = [
  { id: 'shilan', firstName: 'شیلان', lastName: 'ئەحمەد', email: 'shilan.test@example.com' },
  { id: 'ali', firstName: 'علي', lastName: 'حسن', email: 'ali.test@example.com' },
  { id: 'sara', firstName: 'Sara', lastName: 'Karim', email: null },
];

export class IdentitySimulator {
  private key: { privateKey: KeyObject; kid: string; jwks: JWTVerifyGetKey } | null = null;
  private readonly facebookTokens = new Map<string, { account: TestAccount; expiresAt: number }>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Made on first use: a fresh RSA key per process (a restart invalidates the simulator's Google tokens). */
  private async signingKey() {
    if (!this.key) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const kid = randomBytes(8).toString('hex');
      const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
      this.key = { privateKey, kid, jwks: createLocalJWKSet({ keys: [jwk] }) };
    }
    return this.key;
  }

  /** What the Google verifier checks tokens against while the simulator stands in for Google. */
  readonly googleKeys: JWTVerifyGetKey = async (header, token) => (await this.signingKey()).jwks(header, token);

  /** A Facebook Graph answering debug_token and /me for the tokens this simulator issued. */
  readonly facebookFetch: typeof fetch = async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const path = url.pathname.replace(/^\/graph/, '');
    if (path === '/debug_token') {
      const held = this.facebookAccount(url.searchParams.get('input_token') ?? '');
      const appOk =
        url.searchParams.get('access_token') === `${SIMULATED_FACEBOOK_APP.id}|${SIMULATED_FACEBOOK_APP.secret}`;
      if (!appOk) return json(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      return json(200, {
        data: held
          ? { is_valid: true, app_id: SIMULATED_FACEBOOK_APP.id, user_id: facebookUserId(held) }
          : { is_valid: false },
      });
    }
    if (path === '/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const held = this.facebookAccount(token);
      const proof = createHmac('sha256', SIMULATED_FACEBOOK_APP.secret).update(token).digest('hex');
      if (!held || url.searchParams.get('appsecret_proof') !== proof) {
        return json(400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
      }
      return json(200, {
        id: facebookUserId(held),
        first_name: held.firstName,
        last_name: held.lastName,
        ...(held.email ? { email: held.email } : {}),
      });
    }
    return json(404, { error: { message: 'Unknown path', code: 803 } });
  };

  private facebookAccount(token: string): TestAccount | null {
    const held = this.facebookTokens.get(token);
    if (!held || held.expiresAt <= this.now().getTime()) return null;
    return held.account;
  }

  /** The token the provider would hand the storefront after the shopper chose this account. */
  async tokenFor(provider: SsoProvider, account: TestAccount): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    if (provider === 'google') {
      const { privateKey, kid } = await this.signingKey();
      return new SignJWT({
        email: account.email ?? undefined,
        email_verified: account.email !== null,
        given_name: account.firstName,
        family_name: account.lastName,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(GOOGLE_ISSUER)
        .setAudience(SIMULATED_GOOGLE_CLIENT_ID)
        .setSubject(`sim-${account.id}`)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
        .sign(privateKey);
    }
    const token = `EAAsim${randomBytes(24).toString('base64url')}`;
    if (this.facebookTokens.size >= MAX_FACEBOOK_TOKENS) {
      this.facebookTokens.delete(this.facebookTokens.keys().next().value!);
    }
    this.facebookTokens.set(token, { account, expiresAt: (issuedAt + TOKEN_LIFETIME_SECONDS) * 1000 });
    return token;
  }
}

/** Facebook user ids are digits; a fixed one per test account, so signing in twice finds the same account. */
function facebookUserId(account: TestAccount): string {
  return `10000${[...account.id].map((c) => c.charCodeAt(0)).join('')}`.slice(0, 17);
}

// One per process: the verifiers (index.ts) and the pages (the plugin below) must share keys and tokens.
let shared: IdentitySimulator | null = null;
export function identitySimulator(): IdentitySimulator {
  shared ??= new IdentitySimulator();
  return shared;
}

export interface IdentitySimulatorOptions {
  simulator: IdentitySimulator;
  /** The providers it stands in for (those without keys). */
  providers: SsoProvider[];
  /** The shop's public origin: redirect_uri must be on it (or be a path). */
  publicUrl: string;
}

const Provider = z.enum(['google', 'facebook']);
const Choice = z.object({
  redirect_uri: z
    .string()
    .max(2000)
    .refine((uri) => ![...uri].some((c) => c.charCodeAt(0) < 0x20), 'no control characters')
    .optional(),
  state: z.string().max(500).optional(),
});
const Chosen = Choice.extend({ account: z.string().max(40) });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const NAMES: Record<SsoProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** Under /dev/identity: the account choice page, the choice itself, and the token as JSON for scripts and tests. */
export const identitySimulatorPlugin: FastifyPluginAsync<IdentitySimulatorOptions> = async (app, options) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  // The page's forms post url-encoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const origin = new URL(options.publicUrl).origin;
  const served = (provider: SsoProvider) => options.providers.includes(provider);
  const safeRedirect = (uri: string | undefined): string | null => {
    if (!uri) return null;
    if (uri.startsWith('/') && !uri.startsWith('//') && !uri.startsWith('/\\')) return uri;
    try {
      return new URL(uri).origin === origin ? uri : null;
    } catch {
      return null;
    }
  };
  const notServed = { error: 'not_simulated', message: 'This provider has keys: it is not simulated here.' };

  routes.get(
    '/:provider/choose',
    { schema: { params: z.object({ provider: Provider }), querystring: Choice } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!served(provider)) return reply.code(404).send(notServed);
      const { redirect_uri: redirectUri, state } = request.query;
      if (redirectUri !== undefined && !safeRedirect(redirectUri)) {
        return reply
          .code(400)
          .send({ error: 'redirect_uri_not_allowed', message: `redirect_uri must be on ${origin}` });
      }
      const hidden = (name: string, value: string | undefined) =>
        value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
      const buttons = TEST_ACCOUNTS.map(
        (a) =>
          `<li><form method="post">${hidden('redirect_uri', redirectUri)}${hidden('state', state)}` +
          `<input type="hidden" name="account" value="${a.id}"><button type="submit">` +
          `<b><bdi>${escapeHtml(`${a.firstName} ${a.lastName}`)}</bdi></b><br><small dir="ltr">` +
          `${escapeHtml(a.email ?? 'no email address')}</small></button></form></li>`,
      ).join('');
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
      return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${NAMES[provider]} sign-in simulator</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}ul{list-style:none;padding:0}
button{width:100%;text-align:start;padding:.75rem 1rem;margin:.25rem 0;border:1px solid #ccc;border-radius:.5rem;background:#fff;font:inherit;cursor:pointer}
button:hover{background:#f3f4f6}p{color:#555}</style></head><body>
<h1>${NAMES[provider]}: choose a test account</h1>
<p>Sign-in simulator: ${NAMES[provider]} has no keys configured on this development shop, so no real account is used.</p>
<ul>${buttons}</ul></body></html>`;
    },
  );

  const choose = async (provider: SsoProvider, accountId: string) => {
    const account = TEST_ACCOUNTS.find((a) => a.id === accountId);
    return account ? { account, token: await options.simulator.tokenFor(provider, account) } : null;
  };

  routes.post(
    '/:provider/choose',
    { schema: { params: z.object({ provider: Provider }), body: Chosen } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!served(provider)) return reply.code(404).send(notServed);
      const redirect = safeRedirect(request.body.redirect_uri);
      if (request.body.redirect_uri !== undefined && !redirect) {
        return reply
          .code(400)
          .send({ error: 'redirect_uri_not_allowed', message: `redirect_uri must be on ${origin}` });
      }
      const chosen = await choose(provider, request.body.account);
      if (!chosen) return reply.code(404).send({ error: 'account_not_found', message: 'No such test account.' });
      const fragment = new URLSearchParams({ provider, token: chosen.token, state: request.body.state ?? '' });
      if (!redirect) return { provider, token: chosen.token, state: request.body.state ?? null };
      return reply.redirect(`${redirect.split('#')[0]}#${fragment}`, 303);
    },
  );

  // For scripts and browser tests: the token of a test account, as JSON.
  routes.post(
    '/:provider/token',
    { schema: { params: z.object({ provider: Provider }), body: z.object({ account: z.string().max(40) }) } },
    async (request, reply) => {
      const { provider } = request.params;
      if (!served(provider)) return reply.code(404).send(notServed);
      const chosen = await choose(provider, request.body.account);
      if (!chosen) return reply.code(404).send({ error: 'account_not_found', message: 'No such test account.' });
      return { provider, token: chosen.token, account: chosen.account };
    },
  );

  routes.get('/accounts', async () => ({ providers: options.providers, accounts: TEST_ACCOUNTS }));
};
