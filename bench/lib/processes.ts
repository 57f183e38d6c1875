// Servers under test run in their own processes so the load generator does not share their event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Waits until `url` answers anything but a 5xx; a redirect counts as an answer and is not followed. */
export async function waitForUrl(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function startProcess(args: string[], env: Record<string, string>, cwd?: string): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface RunningShop {
  webUrl: string;
  /** The storefront server's process id, when this bench started it (Linux only). */
  storefrontPid?: number;
  stop(): Promise<void>;
}

/** The processes started by `pid`, and theirs, from /proc (Linux). */
function descendants(pid: number): number[] {
  const found: number[] = [];
  const taskDir = `/proc/${pid}/task`;
  if (!existsSync(taskDir)) return found;
  for (const task of readdirSync(taskDir)) {
    let children = '';
    try {
      children = readFileSync(`${taskDir}/${task}/children`, 'utf8').trim();
    } catch {
      continue; // the thread ended while being read
    }
    for (const child of children ? children.split(' ').map(Number) : []) found.push(child, ...descendants(child));
  }
  return found;
}

/** The descendant of `pid` whose command line names `script`. */
function descendantRunning(pid: number, script: string): number | undefined {
  return descendants(pid).find((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8')
        .split('\0')
        .some((arg) => arg.endsWith(script));
    } catch {
      return false;
    }
  });
}

/** CPU time a process has used so far (user and system), in milliseconds; undefined where /proc is not there. */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)!.trim().split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** USER_HZ, 100 on every Linux platform Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The whole shop through `npm start`'s script, on its own ports and a fresh embedded database. */
export async function startShop(
  apiPort: number,
  webPort: number,
  env: Record<string, string> = {},
): Promise<RunningShop> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukan-bench-shop-'));
  const child = startProcess([path.join(root, 'scripts/start.mjs')], {
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start may build the storefront.
    await waitForUrl(`http://127.0.0.1:${webPort}/ku`, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const storefrontPid = child.pid === undefined ? undefined : descendantRunning(child.pid, 'server.mjs');
  return { webUrl: `http://127.0.0.1:${webPort}`, storefrontPid, stop };
}
