// npm run staff -- add --email <email> --role <role> [--name <name>]
// npm run staff -- link --email <email>
// Staff accounts from the command line: how production gets its first owner (there is no one yet to add
// them in the back office), and how an owner locked out of their password gets back in. Prints a one-time
// link to choose the password (also emailed when email is configured). Every change is audited as made by
// 'npm run staff'.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { StaffRoleSchema } from '@dukan/core/contract/staff';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { z } from 'zod';
import { createMessageSenders } from '../adapters/messaging';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { createAuthContext, type AuthContext } from '../services/auth/context';
import { findStaffByEmail } from '../services/staff/members';
import { createStaffMember, resendSetPasswordLink, SET_PASSWORD_LINK_HOURS } from '../services/staff/password-links';
import { translateApiMessage } from '../http/messages';

const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const USAGE = `Usage:
  npm run staff -- add --email <email> --role <owner|manager|editor|support> [--name <name>]
  npm run staff -- link --email <email>

  add    creates a member of staff and prints a one-time link to choose their password
  link   prints a new one-time link for an existing member (a forgotten password)

Links open the back office at PUBLIC_URL/admin/set-password and work once, for ${SET_PASSWORD_LINK_HOURS} hours.
The database is the one the API uses: DATABASE_URL, or PGlite under DATA_DIR (default .data).`;

/** Who the audit log says made the change. */
export const CLI_ACTOR: StaffActor = { kind: 'system', id: null, label: 'npm run staff', role: 'owner' };

const Email = z
  .string()
  .trim()
  .pipe(z.email('not an email address'))
  .transform((e) => e.toLowerCase());
const AddArgs = z.object({
  command: z.literal('add'),
  email: Email,
  role: StaffRoleSchema,
  name: z.string().max(100).optional(),
});
const LinkArgs = z.object({ command: z.literal('link'), email: Email });
const StaffArgs = z.discriminatedUnion('command', [AddArgs, LinkArgs]);
export type StaffArgs = z.output<typeof StaffArgs>;

export function parseStaffArgs(
  argv: string[],
): { ok: true; data: StaffArgs | { command: 'help' } } | { ok: false; error: string } {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === 'help') return { ok: true, data: { command: 'help' } };
  if (rest.length) return { ok: false, error: `unexpected ${rest.join(' ')}` };
  if (command !== 'add' && command !== 'link')
    return { ok: false, error: command ? `unknown command ${command}` : 'no command' };
  const result = StaffArgs.safeParse({ command, ...parsed.values });
  if (!result.success) {
    const lines = result.error.issues.map((i) => {
      const field = String(i.path[0] ?? '');
      const message = i.message === 'staff_role_invalid' ? 'one of owner, manager, editor, support' : i.message;
      const given = (parsed.values as Record<string, unknown>)[field] !== undefined;
      return `--${field}: ${given ? message : 'required'}`;
    });
    return { ok: false, error: lines.join('\n') };
  }
  return { ok: true, data: result.data };
}

export interface StaffCliIo {
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  /** Tests hand in their database; otherwise the API's own is opened (and closed) here. */
  openDatabase?: (config: Config) => Promise<DbHandle>;
}

/** Creates a member or a new link with the given context; returns the exit code. */
export async function runStaffCommand(ctx: AuthContext, args: StaffArgs, io: Pick<StaffCliIo, 'stdout' | 'stderr'>) {
  const say = (line: string) => io.stdout.write(`${line}\n`);
  if (args.command === 'add') {
    const created = await createStaffMember(ctx, CLI_ACTOR, { email: args.email, role: args.role, name: args.name });
    if (!created.ok) {
      io.stderr.write(`${translateApiMessage(created.error.key, 'en')}\n`);
      return 1;
    }
    const { member, set_password, emailed } = created.data;
    say(`Added ${member.email} as ${member.role}.`);
    say(`Open this link to choose the password (works once, until ${set_password.expires_at}):`);
    say(set_password.url);
    if (emailed) say(`The link was also emailed to ${member.email}.`);
    return 0;
  }
  const member = await findStaffByEmail(ctx.db, args.email);
  if (!member) {
    io.stderr.write(`No member of staff uses ${args.email}.\n`);
    return 1;
  }
  const link = await resendSetPasswordLink(ctx, CLI_ACTOR, { staffId: member.id });
  if (!link.ok) {
    io.stderr.write(`${translateApiMessage(link.error.key, 'en')}\n`);
    return 1;
  }
  say(`A new link for ${member.email} (works once, until ${link.data.set_password.expires_at}):`);
  say(link.data.set_password.url);
  return 0;
}

/** Runs the staff command; returns the process exit code. */
export async function runStaffCli(argv: string[], io: StaffCliIo): Promise<number> {
  const args = parseStaffArgs(argv);
  if (!args.ok) {
    io.stderr.write(`${args.error}\n\n${USAGE}\n`);
    return 2;
  }
  if (args.data.command === 'help') {
    io.stdout.write(`${USAGE}\n`);
    return 0;
  }
  let config: Config;
  try {
    // npm runs workspace scripts inside apps/api; resolve DATA_DIR from the repository root as `npm start` does.
    config = loadConfig({ ...io.env, DATA_DIR: path.resolve(REPOSITORY_ROOT, io.env.DATA_DIR ?? '.data') });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  const handle = io.openDatabase
    ? await io.openDatabase(config)
    : await openDatabase(
        config.DATABASE_URL
          ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 }
          : { kind: 'pglite', dataDir: config.dataDir },
      );
  try {
    if (!io.openDatabase) await migrate(handle);
    const ctx = createAuthContext({
      db: handle.db,
      config,
      senders: createMessageSenders(config, handle.db),
      // Staff sign in with a password and an emailed code; the customers' Google and Facebook play no part here.
      identity: { google: unavailable('google'), facebook: unavailable('facebook') },
    });
    return await runStaffCommand(ctx, args.data, io);
  } finally {
    if (!io.openDatabase) await handle.close();
  }
}

function unavailable(provider: 'google' | 'facebook') {
  return { provider, enabled: false, verify: async () => null };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMainModule()) {
  runStaffCli(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `staff failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
