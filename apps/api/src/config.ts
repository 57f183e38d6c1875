// Every environment variable the API reads, parsed once. Documented in /.env.example.
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which peers may name the client's address in X-Forwarded-For (per-address rate limits read it): `loopback`
   * (the storefront's proxy on this machine), addresses or CIDRs separated by commas, `true` (anyone: only
   * behind a proxy that overwrites the header) or `false`.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string => (v.trim() === 'true' || v.trim() === 'false' ? v.trim() === 'true' : v.trim())),
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  /** Production runs on PostgreSQL; `true` lets a one-machine shop run on the embedded PGlite instead. */
  ALLOW_EMBEDDED_DATABASE: z.enum(['true', 'false']).default('false'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  /** Prefix of every key this shop writes to Redis, so several shops (or stages) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'letters, digits, ":", "_" or "-", at most 64')
    .default('dukan'),
  /** Bearer token that may read /metrics from anywhere; without it only this machine (loopback) may. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * On SIGTERM, how long /health/ready answers 503 while requests are still served, so the load balancer
   * stops sending new ones before the server closes.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(120).default(5),
  /**
   * With ROLE=worker, the port of the worker's own /health/live, /health/ready and /metrics (worker-health.ts), on
   * API_HOST; 0 or empty turns it off. The API's roles serve those on API_PORT and never open this one.
   */
  WORKER_HEALTH_PORT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? 0 : v),
    z.coerce.number().int().min(0).max(65535).default(9464),
  ),
  /** Optional external Meilisearch; without it the search service runs inside the database. */
  MEILISEARCH_URL: optionalUrl,
  /** Meilisearch admin (master) key: pushes documents and mints the search-only key. */
  MEILISEARCH_API_KEY: z.string().optional(),
  /**
   * Which built-in engine answers /search when Meilisearch is not configured: `memory` keeps an index of the
   * catalogue in this process (loaded from the database, kept fresh from it); `database` runs every query in SQL.
   */
  SEARCH_ENGINE: z.enum(['memory', 'database']).default('memory'),
  /** Search-only key of the built-in engine, handed to the storefront by GET /api/meilisearch/key. */
  SEARCH_API_KEY: z.string().min(16).optional(),
  /** Public origin of the storefront, for absolute links. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /**
   * Where the API tells storefront processes that data changed (comma-separated internal origins, e.g.
   * http://web-1:3000,http://web-2:3000), signed with REVALIDATE_SECRET; without both, storefronts wait out
   * their cache time (60 s).
   */
  STOREFRONT_INTERNAL_URLS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const urls = (v ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
      for (const url of urls) if (!URL.canParse(url)) ctx.addIssue({ code: 'custom', message: `not a URL: ${url}` });
      return urls.map((u) => u.replace(/\/+$/, ''));
    }),
  REVALIDATE_SECRET: z.string().min(32).optional(),
  /**
   * Where uploaded pictures are kept: `local` (DATA_DIR/media, one machine or a shared volume) or `s3` (an
   * S3-compatible bucket every machine reaches: S3_BUCKET, S3_REGION, and S3_ENDPOINT for a service other than AWS).
   */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  /** Without both keys the AWS SDK's own chain is used (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` puts the bucket in the path (http://host/bucket/key): MinIO and most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /**
   * What this process does: `api` answers HTTP only, `worker` runs background jobs only (`npm run worker`), `all`
   * both. Default `all`, except `api` in production on PostgreSQL, where a worker process runs the jobs.
   */
  ROLE: z.enum(['api', 'worker', 'all']).optional(),
  /** Seed the demo shop into an empty database at start (default outside production; refused in production). */
  SEED_DEMO: z.enum(['true', 'false']).optional(),

  // ---- accounts ----
  /** Signs access tokens (HS256) and peppers one-time-code hashes. At least 32 characters; required in production. */
  AUTH_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  OTP_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Which provider carries each channel: `outbox` records messages (default outside production). */
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).optional(),
  WHATSAPP_PROVIDER: z.enum(['outbox', 'whatsapp-cloud']).optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** Sender: a Twilio number in E.164, or a messaging service id (MG…). */
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  /** Name of the approved authentication template (one-time code with a copy-code button). */
  WHATSAPP_TEMPLATE: z.string().default('dukan_otp'),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** smtp://user:pass@host:587 or smtps://…:465 */
  SMTP_URL: optionalUrl,
  SMTP_FROM: z.string().default('Dukan <no-reply@dukan.iq>'),
  /** reCAPTCHA Enterprise: all three set turns assessment on for the auth API. */
  RECAPTCHA_PROJECT_ID: z.string().optional(),
  RECAPTCHA_API_KEY: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_API_URL: z.url().default('https://recaptchaenterprise.googleapis.com'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /**
   * Google and Facebook sign-in without their keys, through the local "choose a test account" pages under
   * /dev/identity (default: on outside production for a provider without keys; refused in production).
   */
  IDENTITY_SIMULATOR: z.enum(['true', 'false']).optional(),
  /** The phone input's default country from the shopper's address (GET /api/geo/country); `false`: always Iraq. */
  COUNTRY_DETECTION: z.enum(['true', 'false']).default('true'),

  // ---- shopping ----
  /** Estimated tax on goods after discount and points (0–1); 0 shows no tax. */
  TAX_RATE: z.coerce.number().min(0).max(1).default(0),
  /** What one redeemed reward point is worth, in IQD. */
  POINT_VALUE_IQD: z.coerce.number().int().min(0).max(1_000_000).default(25),
  /** At most this share of an order's subtotal may be paid with points (0–1). */
  POINTS_MAX_SHARE: z.coerce.number().min(0).max(1).default(0.5),
  /** IQD spent on goods per reward point earned when an order is delivered. */
  IQD_PER_POINT_EARNED: z.coerce.number().int().min(0).max(100_000_000).default(1000),
  /** Bearer token of the shop owner's order endpoints (/api/admin/…); unset turns them off. */
  ADMIN_API_TOKEN: z.string().min(32).optional(),
  /** Origin at which FIB (and the simulator) reach this API for status callbacks. */
  API_PUBLIC_URL: optionalUrl,

  // ---- First Iraqi Bank ----
  /** FIB's online payment API, e.g. https://fib.prod.fib.iq; outside production it defaults to the built-in simulator. */
  FIB_BASE_URL: optionalUrl,
  FIB_CLIENT_ID: z.string().optional(),
  FIB_CLIENT_SECRET: z.string().optional(),
  /** The FIB simulator under /dev/fib: on by default outside production, never in production. */
  FIB_SIMULATOR: z.enum(['true', 'false']).optional(),
  /** How long a FIB payment can be paid (ISO 8601 duration); its order's stock is held meanwhile. */
  FIB_PAYMENT_EXPIRES_IN: z
    .string()
    .regex(/^PT(?:\d+H)?(?:\d+M)?(?:\d+S)?$/, 'an ISO 8601 duration such as PT15M')
    .default('PT15M'),
  FIB_REFUNDABLE_FOR: z
    .string()
    .regex(/^P(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?)?$/, 'an ISO 8601 duration such as P7D')
    .default('P7D'),
});

export type Config = z.infer<typeof ConfigSchema> & {
  /** Resolved: PGlite directory (absolute) when no DATABASE_URL. */
  dataDir: string;
  /** Resolved: the demo shop is seeded into an empty database (never in production). */
  seedDemo: boolean;
  /** Resolved ROLE: whether this process serves HTTP, runs background jobs, or both. */
  role: 'api' | 'worker' | 'all';
  searchApiKey: string;
  authSecret: string;
  apiPublicUrl: string;
  fib: { simulator: boolean; baseUrl: string | null; clientId: string; clientSecret: string };
};

// Outside production fixed keys keep `npm start` zero-configuration; production must set its own, and may not
// use these: they are published in this repository.
const DEVELOPMENT_SEARCH_KEY = 'dukan-development-search-key';
const DEVELOPMENT_AUTH_SECRET = 'dukan-development-auth-secret-not-for-production';
/** The client the FIB simulator accepts when no FIB credentials are configured. */
export const FIB_SIMULATOR_CLIENT = { id: 'dukan-simulator', secret: 'dukan-simulator-secret' } as const;

/** The providers that really deliver a one-time code (the outbox only records it). */
const DELIVERING_PROVIDERS = { SMS_PROVIDER: 'twilio', WHATSAPP_PROVIDER: 'whatsapp-cloud', EMAIL_PROVIDER: 'smtp' };

/**
 * What production refuses, one line per variable. Checked on the raw environment so that every problem is
 * reported in one start, next to the shape errors, instead of one per attempt.
 */
function productionProblems(env: NodeJS.ProcessEnv): Record<string, string> {
  const problems: Record<string, string> = {};
  const set = (name: string) => Boolean(env[name]?.trim());
  if (!set('DATABASE_URL') && env.ALLOW_EMBEDDED_DATABASE !== 'true') {
    problems.DATABASE_URL =
      'required in production (the embedded PGlite is for development; ALLOW_EMBEDDED_DATABASE=true allows it on one machine)';
  }
  if (!set('AUTH_SECRET')) problems.AUTH_SECRET = 'required in production (at least 32 random characters)';
  else if (env.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET) {
    problems.AUTH_SECRET = 'the development value is published; set a secret of your own';
  }
  if (!set('SEARCH_API_KEY') && !set('MEILISEARCH_URL')) problems.SEARCH_API_KEY = 'required in production';
  else if (env.SEARCH_API_KEY === DEVELOPMENT_SEARCH_KEY) {
    problems.SEARCH_API_KEY = 'the development value is published; set a key of your own';
  }
  if (!env.PUBLIC_URL?.trim().toLowerCase().startsWith('https://')) {
    problems.PUBLIC_URL = 'must be an https:// address in production (cookies are Secure, HSTS is sent)';
  }
  if (!Object.entries(DELIVERING_PROVIDERS).some(([name, provider]) => env[name] === provider)) {
    problems.SMS_PROVIDER =
      'no code delivery provider: set SMS_PROVIDER=twilio, WHATSAPP_PROVIDER=whatsapp-cloud or EMAIL_PROVIDER=smtp';
  }
  if (env.FIB_SIMULATOR === 'true') problems.FIB_SIMULATOR = 'the simulator cannot run in production';
  if (env.IDENTITY_SIMULATOR === 'true') problems.IDENTITY_SIMULATOR = 'the simulator cannot run in production';
  if (env.SEED_DEMO === 'true') {
    problems.SEED_DEMO = 'the demo shop and its public vouchers are never seeded in production';
  }
  return problems;
}

/** Parses the environment; throws one "Invalid configuration:" error listing every problem, a line each. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  const problems: Record<string, string> = env.NODE_ENV === 'production' ? productionProblems(env) : {};
  if (env.MEDIA_STORAGE === 's3' && !env.S3_BUCKET?.trim()) problems.S3_BUCKET = 'required when MEDIA_STORAGE=s3';
  // PGlite lives in one process: a process that only serves or only works would leave the other half undone.
  if ((env.ROLE === 'api' || env.ROLE === 'worker') && !env.DATABASE_URL?.trim()) {
    problems.ROLE = `${env.ROLE} needs DATABASE_URL (the embedded PGlite is one process: use ROLE=all)`;
  }
  const lines = parsed.success
    ? []
    : parsed.error.issues
        .filter((i) => !(String(i.path[0]) in problems))
        .map((i) => `  ${i.path.join('.')}: ${i.message}`);
  lines.push(...Object.entries(problems).map(([name, problem]) => `  ${name}: ${problem}`));
  if (!parsed.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  const c = parsed.data;
  const apiPublicUrl = (c.API_PUBLIC_URL ?? `http://127.0.0.1:${c.API_PORT}`).replace(/\/+$/, '');
  const simulator = c.FIB_SIMULATOR ? c.FIB_SIMULATOR === 'true' : c.NODE_ENV !== 'production';
  return {
    ...c,
    apiPublicUrl,
    fib: {
      simulator,
      // Without a bank configured, the simulator is the bank; in production no FIB_BASE_URL means no FIB.
      baseUrl: c.FIB_BASE_URL?.replace(/\/+$/, '') ?? (simulator ? `${apiPublicUrl}/dev/fib` : null),
      clientId: c.FIB_CLIENT_ID ?? (simulator ? FIB_SIMULATOR_CLIENT.id : ''),
      clientSecret: c.FIB_CLIENT_SECRET ?? (simulator ? FIB_SIMULATOR_CLIENT.secret : ''),
    },
    dataDir: path.resolve(c.DATA_DIR),
    seedDemo: c.NODE_ENV !== 'production' && c.SEED_DEMO !== 'false',
    role: c.ROLE ?? (c.NODE_ENV === 'production' && c.DATABASE_URL ? 'api' : 'all'),
    searchApiKey: c.SEARCH_API_KEY ?? DEVELOPMENT_SEARCH_KEY,
    authSecret: c.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
  };
}
