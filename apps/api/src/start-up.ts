// What a process of the API's image does before its server exists, shared by main.ts (the API and the worker)
// and search-service.ts: log lines in the shape of Fastify's (pino) lines, and waiting for a dependency that is
// down instead of dying, so a shop whose database comes up a minute after it needs no restart by hand.

/** One JSON line, in the shape of Fastify's (pino) log lines. */
export function startUpLog(level: 'info' | 'warn' | 'fatal', msg: string, extra: Record<string, unknown> = {}) {
  const levels = { info: 30, warn: 40, fatal: 60 };
  const line = JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, msg, ...extra });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

export function errorFields(error: unknown) {
  return error instanceof Error ? { err: { type: error.name, message: error.message } } : { err: String(error) };
}

/** Tries `start` until it succeeds, waiting 1, 2, 4 … up to 30 seconds between tries, logging each failure. */
export async function keepTrying<T>(what: string, start: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start();
    } catch (error) {
      const seconds = Math.min(30, 2 ** (attempt - 1));
      startUpLog('warn', `${what} is not answering yet; trying again in ${seconds} s`, {
        attempt,
        ...errorFields(error),
      });
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    }
  }
}
