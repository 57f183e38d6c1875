// `npm run staff`: argument parsing, adding a member and printing their one-time link, a new link for a
// locked-out member, on PGlite and (with TEST_DATABASE_URL) PostgreSQL; and once as a real process.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { auditLog, staffMembers } from '../db/schema';
import { createAuthContext } from '../services/auth/context';
import { verifyPassword } from '../services/auth/passwords';
import { setPasswordFromLink } from '../services/staff/password-links';
import { openTestDatabase, testBackends } from '../test/databases';
import { parseStaffArgs, runStaffCli } from './staff';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

function sink() {
  let text = '';
  return {
    write: (chunk: string) => (text += chunk),
    get text() {
      return text;
    },
  };
}

describe('parseStaffArgs', () => {
  it('reads add and link', () => {
    expect(parseStaffArgs(['add', '--email', ' Boss@Shop.IQ ', '--role', 'owner', '--name', 'Boss'])).toEqual({
      ok: true,
      data: { command: 'add', email: 'boss@shop.iq', role: 'owner', name: 'Boss' },
    });
    expect(parseStaffArgs(['link', '--email', 'boss@shop.iq'])).toEqual({
      ok: true,
      data: { command: 'link', email: 'boss@shop.iq' },
    });
    expect(parseStaffArgs(['--help'])).toEqual({ ok: true, data: { command: 'help' } });
  });

  it('says what is wrong', () => {
    expect(parseStaffArgs(['add', '--role', 'owner'])).toEqual({ ok: false, error: '--email: required' });
    expect(parseStaffArgs(['add', '--email', 'x@y.iq', '--role', 'king'])).toEqual({
      ok: false,
      error: '--role: one of owner, manager, editor, support',
    });
    expect(parseStaffArgs(['remove', '--email', 'x@y.iq'])).toEqual({ ok: false, error: 'unknown command remove' });
    expect(parseStaffArgs([])).toEqual({ ok: false, error: 'no command' });
    expect(parseStaffArgs(['add', '--mail', 'x'])).toMatchObject({ ok: false });
  });
});

describe.each(testBackends)('npm run staff on %s', (backend) => {
  let handle: DbHandle;
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://dukan.example' };

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  const run = async (argv: string[]) => {
    const stdout = sink();
    const stderr = sink();
    const code = await runStaffCli(argv, { env, stdout, stderr, openDatabase: async () => handle });
    return { code, stdout: stdout.text, stderr: stderr.text };
  };

  it('adds the first owner and prints a link that sets the password once', async () => {
    const added = await run(['add', '--email', 'Boss@Shop.iq', '--role', 'owner']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Added boss@shop.iq as owner.');
    const url = /https:\/\/dukan\.example\/admin\/set-password\?token=[\w-]+/.exec(added.stdout)?.[0];
    expect(url).toBeDefined();
    // Outside production the email goes to the outbox.
    expect(added.stdout).toContain('also emailed');

    const ctx = createAuthContext({
      db: handle.db,
      config: loadConfig(env as NodeJS.ProcessEnv),
      senders: { forChannel: () => null },
      identity: {} as never,
    });
    const token = new URL(url!).searchParams.get('token')!;
    expect(await setPasswordFromLink(ctx, { token, password: 'First#owner-2026' })).toMatchObject({ ok: true });
    expect(await setPasswordFromLink(ctx, { token, password: 'First#owner-2026' })).toMatchObject({ ok: false });
    const [member] = await handle.db.select().from(staffMembers).where(eq(staffMembers.email, 'boss@shop.iq'));
    expect(member!.role).toBe('owner');
    expect(await verifyPassword(member!.password_hash, 'First#owner-2026')).toBe(true);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entity_id, member!.id));
    expect(entry).toMatchObject({ action: 'created', actor_kind: 'system', actor_label: 'npm run staff' });
  });

  it('refuses a taken email, and prints a new link for an existing member', async () => {
    const again = await run(['add', '--email', 'boss@shop.iq', '--role', 'manager']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already uses this email');
    const link = await run(['link', '--email', 'boss@shop.iq']);
    expect(link.code, link.stderr).toBe(0);
    expect(link.stdout).toMatch(/set-password\?token=/);
    expect((await run(['link', '--email', 'nobody@shop.iq'])).code).toBe(1);
    const bad = await run(['add', '--email', 'x@shop.iq']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--role: required');
  });
});

// Only --help as a real process: adding someone would migrate a fresh PGlite, a minute and more on a busy
// machine, for what the tests above already prove. This one proves the script starts and answers.
describe('npm run staff as a process', () => {
  it('prints its usage', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/staff.ts', '--help'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'test' },
      stdio: 'pipe',
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(out).toContain('npm run staff -- add --email <email> --role <owner|manager|editor|support>');
  }, 60_000);
});
