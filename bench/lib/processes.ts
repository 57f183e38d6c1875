// Servers under test run in their own processes so the load generator does not share their event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export async function waitForUrl(url: string, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
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
  stop(): Promise<void>;
}

/** The whole shop through `npm start`'s script, on its own ports and a fresh embedded database. */
export async function startShop(apiPort: number, webPort: number): Promise<RunningShop> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dukan-bench-shop-'));
  const child = startProcess([path.join(root, 'scripts/start.mjs')], {
    API_PORT: String(apiPort),
    WEB_PORT: String(webPort),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
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
  return { webUrl: `http://127.0.0.1:${webPort}`, stop };
}
