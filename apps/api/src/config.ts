// Every environment variable the API reads, parsed once. Documented in /.env.example.
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where PGlite keeps its files when DATABASE_URL is not set. */
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  /** Optional external Meilisearch; without it the search service runs inside the database. */
  MEILISEARCH_URL: optionalUrl,
  /** Meilisearch admin (master) key: pushes documents and mints the search-only key. */
  MEILISEARCH_API_KEY: z.string().optional(),
  /** Search-only key of the built-in engine, handed to the storefront by GET /api/meilisearch/key. */
  SEARCH_API_KEY: z.string().min(16).optional(),
  /** Public origin of the storefront, for absolute links. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  /** Seed the demo shop into an empty database at start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
});

export type Config = z.infer<typeof ConfigSchema> & {
  /** Resolved: PGlite directory (absolute) when no DATABASE_URL. */
  dataDir: string;
  searchApiKey: string;
};

// Outside production a fixed key keeps `npm start` zero-configuration; production must set its own.
const DEVELOPMENT_SEARCH_KEY = 'dukan-development-search-key';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.SEARCH_API_KEY && !c.MEILISEARCH_URL) {
    throw new Error('Invalid configuration:\n  SEARCH_API_KEY: required in production');
  }
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    searchApiKey: c.SEARCH_API_KEY ?? DEVELOPMENT_SEARCH_KEY,
  };
}
