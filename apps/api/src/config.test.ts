import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from './adapters/search-engine';
import { loadConfig } from './config';
import { runSeedCli } from './db/seed/cli';

/** A production environment that passes every guardrail; each test breaks one thing. */
const PRODUCTION: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://dukan@db.internal:5432/dukan',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  SEARCH_API_KEY: 'a-production-search-key',
  PUBLIC_URL: 'https://dukan.example',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15005550006',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    const [first, ...lines] = (error as Error).message.split('\n');
    expect(first).toBe('Invalid configuration:');
    return lines.map((line) => line.trim());
  }
  return [];
}

describe('loadConfig in production', () => {
  it('accepts a complete production configuration, with no demo seed', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.seedDemo).toBe(false);
    expect(config.fib.simulator).toBe(false);
  });

  it.each([
    ['no DATABASE_URL', { DATABASE_URL: undefined }, 'DATABASE_URL: required in production'],
    ['no AUTH_SECRET', { AUTH_SECRET: undefined }, 'AUTH_SECRET: required in production'],
    ['a short AUTH_SECRET', { AUTH_SECRET: 'short' }, 'AUTH_SECRET: '],
    [
      'the published AUTH_SECRET',
      { AUTH_SECRET: 'dukan-development-auth-secret-not-for-production' },
      'AUTH_SECRET: the development value is published',
    ],
    ['an http PUBLIC_URL', { PUBLIC_URL: 'http://dukan.example' }, 'PUBLIC_URL: must be an https:// address'],
    ['no PUBLIC_URL', { PUBLIC_URL: undefined }, 'PUBLIC_URL: must be an https:// address'],
    ['no code delivery provider', { SMS_PROVIDER: undefined }, 'SMS_PROVIDER: no code delivery provider'],
    ['only the outbox', { SMS_PROVIDER: 'outbox' }, 'SMS_PROVIDER: no code delivery provider'],
    ['the demo seed', { SEED_DEMO: 'true' }, 'SEED_DEMO: the demo shop and its public vouchers are never seeded'],
    ['the FIB simulator', { FIB_SIMULATOR: 'true' }, 'FIB_SIMULATOR: the simulator cannot run in production'],
    ['no search key', { SEARCH_API_KEY: undefined }, 'SEARCH_API_KEY: required in production'],
  ])('refuses %s, naming the variable', (_name, change, expected) => {
    const problems = problemsOf({ ...PRODUCTION, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('lets a one-machine shop run on the embedded database when it says so', () => {
    const config = loadConfig({ ...PRODUCTION, DATABASE_URL: undefined, ALLOW_EMBEDDED_DATABASE: 'true' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reports every problem at once, one line per variable', () => {
    const problems = problemsOf({ NODE_ENV: 'production', AUTH_SECRET: 'short', PUBLIC_URL: 'http://x.example' });
    expect(problems.map((line) => line.split(':')[0]).sort()).toEqual([
      'AUTH_SECRET',
      'DATABASE_URL',
      'PUBLIC_URL',
      'SEARCH_API_KEY',
      'SMS_PROVIDER',
    ]);
  });

  it('keeps development zero-configuration: embedded database, demo seed, no provider', () => {
    const config = loadConfig({});
    expect(config.seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(config.REDIS_KEY_PREFIX).toBe('dukan');
  });

  it('refuses a Redis key prefix with characters that would mix with the key structure', () => {
    expect(problemsOf({ REDIS_KEY_PREFIX: 'a b' })[0]).toContain('REDIS_KEY_PREFIX');
  });

  it("gives the worker's health listener port 9464, turned off by 0 or an empty value", () => {
    expect(loadConfig({}).WORKER_HEALTH_PORT).toBe(9464);
    expect(loadConfig({ WORKER_HEALTH_PORT: '5601' }).WORKER_HEALTH_PORT).toBe(5601);
    expect(loadConfig({ WORKER_HEALTH_PORT: '0' }).WORKER_HEALTH_PORT).toBe(0);
    expect(loadConfig({ WORKER_HEALTH_PORT: '' }).WORKER_HEALTH_PORT).toBe(0);
    for (const bad of ['health', '70000', '-1', '94.64']) {
      const problems = problemsOf({ WORKER_HEALTH_PORT: bad });
      expect(problems, bad).toHaveLength(1);
      expect(problems[0], bad).toMatch(/^WORKER_HEALTH_PORT: /);
    }
  });
});

describe('the demo seed in production', () => {
  it('is refused by npm run seed, before any database is opened', async () => {
    const lines: string[] = [];
    const code = await runSeedCli([], {
      env: { ...PRODUCTION, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      stderr: { write: (text: string) => lines.push(text) },
      createSearchEngine,
    });
    expect(code).toBe(2);
    expect(lines.join('')).toContain('never seeded in production');
  });
});

describe('main.ts with a bad production environment', () => {
  it('exits non-zero and names every problem on stderr, before touching a database', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PUBLIC_URL: 'http://dukan.example' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    for (const name of ['DATABASE_URL', 'AUTH_SECRET', 'PUBLIC_URL', 'SMS_PROVIDER']) {
      expect(result.stderr).toContain(`${name}:`);
    }
    expect(result.stdout).toBe('');
  }, 40_000);
});
