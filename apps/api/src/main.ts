// Starts the API: configuration, database, migrations, demo seed, search engine, HTTP.
import { createSearchEngine } from './adapters/search-engine';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { seedDemoShopIfEmpty } from './db/seed/demo';
import { buildServer } from './server';
import { purgeExpiredAuthRecords } from './services/auth/purge';

const config = loadConfig();
const handle = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: config.dataDir },
);
await migrate(handle);
const search = await createSearchEngine(config, handle.db);
if (config.SEED_DEMO === 'true') await seedDemoShopIfEmpty(handle, search);
const app = await buildServer({ config, db: handle.db, search });
await app.listen({ host: config.API_HOST, port: config.API_PORT });

const HOUR = 3_600_000;
const purge = () =>
  purgeExpiredAuthRecords(handle.db, new Date()).catch((error: unknown) =>
    app.log.warn({ err: error }, 'purging expired auth records failed'),
  );
void purge();
const purgeTimer = setInterval(purge, HOUR);
purgeTimer.unref();

// Unpaid FIB orders give their stock back soon after their payment's time is up (reads check too).
const MINUTE = 60_000;
let settling = false;
const settleTimer = setInterval(() => {
  if (settling) return;
  settling = true;
  app.jobs
    .settleOverdueFibOrders()
    .then(({ changed }) => {
      if (changed) app.log.info({ changed }, 'settled overdue FIB orders');
    })
    .catch((error: unknown) => app.log.warn({ err: error }, 'settling overdue FIB orders failed'))
    .finally(() => {
      settling = false;
    });
}, MINUTE);
settleTimer.unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  clearInterval(purgeTimer);
  clearInterval(settleTimer);
  await app.close();
  await search.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
