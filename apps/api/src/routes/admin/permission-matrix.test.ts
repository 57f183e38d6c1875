// Every route under /api/admin, whoever's family it belongs to, against every role: the answer is 403
// exactly when the role lacks the route's config.permission (staffCan), and never otherwise; without a
// token it is 401, and a customer's access token is no better than none. Routes are collected as the
// server builds them (an onRoute hook added to every Fastify instance the moment it is made), so a family
// that lands later is covered without touching this file.
import { STAFF_ROLES, staffCan, type StaffPermission } from '@dukan/core/contract/staff';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminHarness, type AdminHarness } from '../../test/admin-harness';
import { testBackends } from '../../test/databases';

const collected = vi.hoisted(() => [] as { method: string; url: string; config: Record<string, unknown> }[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = ((options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        collected.push({ method, url: route.url, config: (route.config ?? {}) as Record<string, unknown> });
      }
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

/** The routes of this family that must exist, whatever else registers. */
const REQUIRED = [
  'POST /api/admin/auth/login',
  'POST /api/admin/auth/verify',
  'POST /api/admin/auth/resend',
  'POST /api/admin/auth/refresh',
  'POST /api/admin/auth/logout',
  'GET /api/admin/auth/me',
  'PATCH /api/admin/auth/me',
  'POST /api/admin/auth/password',
  'POST /api/admin/auth/set-password',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PATCH /api/admin/staff/:id',
  'POST /api/admin/staff/:id/sign-out-everywhere',
  'POST /api/admin/staff/:id/set-password-link',
  'GET /api/admin/api-keys',
  'POST /api/admin/api-keys',
  'DELETE /api/admin/api-keys/:id',
  'GET /api/admin/audit-log',
];

/** Public routes answer without a token; only sign-in itself may be public. */
const PUBLIC_PREFIX = '/api/admin/auth/';

/** A path to call: every `:param` filled with an id that exists nowhere (a UUID reads as a number's 400/404 too). */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');

describe.each(testBackends)('admin permission matrix on %s', (backend) => {
  let h: AdminHarness;
  let routes: { method: string; url: string; permission?: StaffPermission; staffPublic: boolean }[];

  // Building the whole API and migrating a fresh database takes a while on a busy 2-core machine.
  beforeAll(async () => {
    collected.length = 0;
    h = await createAdminHarness(backend);
    const unique = new Map<string, (typeof routes)[number]>();
    for (const r of collected) {
      if (!r.url.startsWith('/api/admin/') || r.method === 'HEAD') continue;
      unique.set(`${r.method} ${r.url}`, {
        method: r.method,
        url: r.url,
        permission: r.config.permission as StaffPermission | undefined,
        staffPublic: r.config.staffPublic === true,
      });
    }
    routes = [...unique.values()];
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const call = (route: { method: string; url: string }, token?: string) =>
    h.call(route.method as 'GET', concrete(route.url), { token, body: route.method === 'GET' ? undefined : {} });

  it('finds this family’s routes, each guarded, and only sign-in public', () => {
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(expect.arrayContaining(REQUIRED));
    // Other families register here as they land; the matrix below covers whatever is there.
    console.info(`admin routes under test: ${routes.length}`);
    for (const route of routes) {
      expect(route.permission || route.staffPublic, `${route.method} ${route.url}`).toBeTruthy();
      if (route.staffPublic) expect(route.url.startsWith(PUBLIC_PREFIX), `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('answers 401 to no token and to a customer’s token on every guarded route', async () => {
    const customer = await h.customerToken();
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.permission)) {
      for (const [who, token] of [
        ['nobody', undefined],
        ['customer', customer],
      ] as const) {
        const res = await call(route, token);
        if (res.status !== 401) wrong.push(`${who} ${route.method} ${route.url}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(STAFF_ROLES)('answers %s with 403 exactly where the role lacks the permission', async (role) => {
    const wrong: string[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      // A fresh session per call: some routes (logout, sign-out-everywhere) end the one they are given.
      const res = await call(route, await h.tokenFor(role));
      // A public route decides for itself (refresh without its cookie is a 401), but never refuses a role.
      const refused = route.staffPublic
        ? res.status === 403
        : staffCan(role, route.permission!)
          ? res.status === 403 || res.status === 401
          : res.status !== 403;
      if (refused) {
        wrong.push(`${route.method} ${route.url} (${route.permission ?? 'public'}): ${res.status}`);
      }
      if (res.status >= 500) failures.push(`${route.method} ${route.url}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
    // Not this test's subject, but worth seeing: an empty body or unknown id should never be a server error.
    if (failures.length) console.warn(`server errors as ${role}:\n${failures.join('\n')}`);
    // A 403 answer does not mean the route is missing: every role met at least one route it may call.
    expect(routes.some((r) => r.permission && staffCan(role, r.permission))).toBe(true);
  });
});
