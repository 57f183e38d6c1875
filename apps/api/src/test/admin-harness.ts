// Builds the whole API for back-office tests: ADMIN_API_TOKEN set, one active member of staff per role, and
// real staff access tokens for them (signed and backed by a session exactly as sign-in makes them), a clock
// the test moves (codes, tokens, links and rate-limit windows all follow it), the outbox, and customers'
// tokens to prove they open nothing here.
//
//   const h = await createAdminHarness(backend);
//   const res = await h.call('GET', '/api/admin/staff', { token: await h.tokenFor('manager') });
import { STAFF_ROLES, type StaffRole } from '@dukan/core/contract/staff';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { listOutbox } from '../adapters/messaging';
import { loadConfig } from '../config';
import type { Database, DbHandle } from '../db/client';
import { accounts, staffMembers } from '../db/schema';
import { STAFF_REFRESH_COOKIE } from '../routes/admin/auth';
import type { AccountDeps, OrderDeps } from '../server';
import { createAuthContext, type AuthContext } from '../services/auth/context';
import { hashPassword } from '../services/auth/passwords';
import { issueTokens } from '../services/auth/tokens';
import { MemoryRateLimitStore } from '../services/rate-limit/memory';
import { startStaffSession } from '../services/staff/tokens';
import { buildAccountsServer, TestClock } from './accounts-harness';
import { openTestDatabase, type TestBackend } from './databases';

/** What ADMIN_API_TOKEN is in these tests (at least 32 characters). */
export const TEST_ADMIN_API_TOKEN = 'test-admin-api-token-0123456789abcdef';

export interface HarnessMember {
  id: string;
  email: string;
  role: StaffRole;
}

export interface AdminCall {
  status: number;
  body: Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };
  headers: LightMyRequestResponse['headers'];
  /** The staff refresh cookie this answer set ('' when it cleared it), or null when untouched. */
  refreshCookie: string | null;
  raw: LightMyRequestResponse;
}

export interface AdminCallOptions {
  body?: unknown;
  /** A bearer token: a staff access token, an API key, ADMIN_API_TOKEN or a customer's token. */
  token?: string;
  /** The staff refresh cookie to send. */
  cookie?: string | null;
  headers?: Record<string, string>;
}

export interface AdminHarness {
  app: FastifyInstance;
  handle: DbHandle;
  db: Database;
  clock: TestClock;
  /** The members made for the harness, one per role. */
  staff: Record<StaffRole, HarnessMember>;
  /** A fresh session's access token for the harness member of `role`. */
  tokenFor(role: StaffRole): Promise<string>;
  /** A fresh session's access token for any member. */
  tokenForMember(staffId: string): Promise<string>;
  /** Adds an active member (no password unless given) and returns it. */
  addMember(input: { email: string; role: StaffRole; password?: string; name?: string }): Promise<HarnessMember>;
  /** Gives a member a password (argon2id, as the set-password link would). */
  setPassword(staffId: string, password: string): Promise<void>;
  /** A valid access token of a new, active customer account. */
  customerToken(): Promise<string>;
  adminToken: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options?: AdminCallOptions,
  ): Promise<AdminCall>;
  /** What the outbox sent to `email`, newest first. */
  outbox(email: string): Promise<{ text: string; code: string | null }[]>;
  /** The newest code the outbox holds for `email`. */
  latestCode(email: string): Promise<string>;
  ctx: AuthContext;
  close(): Promise<void>;
}

export async function createAdminHarness(
  backend: TestBackend,
  options: { env?: Record<string, string>; accounts?: Partial<AccountDeps>; orders?: Partial<OrderDeps> } = {},
): Promise<AdminHarness> {
  const handle = await openTestDatabase(backend);
  const clock = new TestClock();
  const env = { ADMIN_API_TOKEN: TEST_ADMIN_API_TOKEN, ...options.env };
  const rateLimits = new MemoryRateLimitStore({ now: () => clock.now().getTime() });
  const app = await buildAccountsServer(handle, {
    clock,
    env,
    accounts: { rateLimits, ...options.accounts },
    orders: options.orders,
  });
  await app.ready();
  // The same configuration the server read, so tokens signed here are the server's.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env } as NodeJS.ProcessEnv);
  const ctx = createAuthContext({
    db: handle.db,
    config,
    senders: { forChannel: () => null },
    identity: {} as AuthContext['identity'],
    now: clock.now,
  });

  const addMember: AdminHarness['addMember'] = async (input) => {
    const [row] = await handle.db
      .insert(staffMembers)
      .values({
        email: input.email.toLowerCase(),
        role: input.role,
        name: input.name ?? '',
        password_hash: input.password ? await hashPassword(input.password) : null,
      })
      .returning({ id: staffMembers.id, email: staffMembers.email, role: staffMembers.role });
    return row!;
  };
  const staff = {} as Record<StaffRole, HarnessMember>;
  for (const role of STAFF_ROLES) staff[role] = await addMember({ email: `${role}@staff.test`, role, name: role });

  const tokenForMember = async (staffId: string) => (await startStaffSession(handle.db, ctx, staffId)).accessToken;

  const call: AdminHarness['call'] = async (method, url, callOptions = {}) => {
    const headers: Record<string, string> = { ...callOptions.headers };
    if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
    if (callOptions.cookie) headers.cookie = `${STAFF_REFRESH_COOKIE}=${callOptions.cookie}`;
    const raw = await app.inject({ method, url, headers, payload: callOptions.body as object | undefined });
    const set = raw.cookies.find((c) => c.name === STAFF_REFRESH_COOKIE);
    let body: AdminCall['body'] = {};
    try {
      body = raw.body ? (JSON.parse(raw.body) as AdminCall['body']) : {};
    } catch {
      body = { raw: raw.body };
    }
    return { status: raw.statusCode, body, headers: raw.headers, refreshCookie: set ? set.value : null, raw };
  };

  const outbox: AdminHarness['outbox'] = async (email) => listOutbox(handle.db, email.toLowerCase());

  return {
    app,
    handle,
    db: handle.db,
    clock,
    staff,
    ctx,
    adminToken: TEST_ADMIN_API_TOKEN,
    tokenFor: (role) => tokenForMember(staff[role].id),
    tokenForMember,
    addMember,
    setPassword: async (staffId, password) => {
      await handle.db
        .update(staffMembers)
        .set({ password_hash: await hashPassword(password) })
        .where(eq(staffMembers.id, staffId));
    },
    customerToken: async () => {
      const [account] = await handle.db.insert(accounts).values({}).returning({ id: accounts.id });
      return (await issueTokens(handle.db, ctx.tokens, account!.id)).accessToken;
    },
    call,
    outbox,
    latestCode: async (email) => {
      const [message] = await outbox(email);
      if (!message?.code) throw new Error(`no code in the outbox for ${email}`);
      return message.code;
    },
    close: async () => {
      await app.close();
      await rateLimits.close();
      await handle.close();
    },
  };
}
