// Builds the API for account tests: an outbox for messages, a clock the test moves, fake sign-in
// providers, and helpers that walk the flows the way the storefront does.
import type { SsoProvider } from '@dukan/core/contract/auth';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CaptchaVerifier } from '../adapters/captcha/types';
import type { IdentityVerifier, VerifiedIdentity } from '../adapters/identity/types';
import { listOutbox } from '../adapters/messaging';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { REFRESH_COOKIE } from '../routes/auth';
import { buildServer, type AccountDeps, type OrderDeps } from '../server';
import { fakeSearchEngine } from './catalogue-fixtures';

export class TestClock {
  constructor(private ms = Date.parse('2026-11-23T09:00:00Z')) {}
  now = () => new Date(this.ms);
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

/** Sign-in providers that accept `valid:<subject>:<email>` tokens and refuse everything else. */
export function fakeIdentityVerifiers(): Record<SsoProvider, IdentityVerifier> {
  const make = (provider: SsoProvider): IdentityVerifier => ({
    provider,
    enabled: true,
    verify: async (token) => {
      const [tag, subject, email] = token.split(':');
      if (tag !== 'valid' || !subject) return null;
      const identity: VerifiedIdentity = {
        provider,
        subject,
        email: email || null,
        firstName: 'Test',
        lastName: 'Person',
      };
      return identity;
    },
  });
  return { google: make('google'), facebook: make('facebook') };
}

export const passingCaptcha: CaptchaVerifier = { enabled: false, verify: async () => ({ ok: true }) };

export async function buildAccountsServer(
  handle: DbHandle,
  options: {
    clock?: TestClock;
    env?: Record<string, string>;
    accounts?: Partial<AccountDeps>;
    orders?: Partial<OrderDeps>;
  } = {},
): Promise<FastifyInstance> {
  return buildServer({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env } as NodeJS.ProcessEnv),
    db: handle.db,
    search: fakeSearchEngine,
    accounts: {
      captcha: passingCaptcha,
      identity: fakeIdentityVerifiers(),
      now: options.clock?.now,
      ...options.accounts,
    },
    orders: options.orders,
  });
}

export interface Call {
  status: number;
  body: Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };
  headers: LightMyRequestResponse['headers'];
  refreshCookie: string | null;
}

export function caller(app: FastifyInstance) {
  return async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; cookie?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Call> {
    const headers: Record<string, string> = { 'client-platform': 'web', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = `${REFRESH_COOKIE}=${options.cookie}`;
    const res = await app.inject({ method, url, headers, payload: options.body as object | undefined });
    const set = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    return {
      status: res.statusCode,
      body: res.body ? (JSON.parse(res.body) as Call['body']) : {},
      headers: res.headers,
      refreshCookie: set ? set.value : null,
    };
  };
}

/** The newest code the outbox holds for `to`. */
export async function latestCode(handle: DbHandle, to: string): Promise<string> {
  const [message] = await listOutbox(handle.db, to);
  if (!message?.code) throw new Error(`no code in the outbox for ${to}`);
  return message.code;
}

let phoneCounter = 0;
/** A fresh valid Iraqi mobile number per call (Asiacell 077x range), as E.164. */
export function uniquePhone(): string {
  phoneCounter += 1;
  const suffix = String((Date.now() % 1_000_000) * 100 + (phoneCounter % 100))
    .padStart(7, '0')
    .slice(-7);
  return `+96477${String(phoneCounter % 10)}${suffix}`;
}
