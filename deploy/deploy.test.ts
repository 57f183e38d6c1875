// The production recipe, checked statically (there is no container runtime where the tests run): the
// topology in compose.yaml, the variables it hands each process against what those processes read, where
// secrets come from, health checks, the nginx proxy (also through `nginx -t` when nginx is installed) and the
// Dockerfiles. And the API's own production rules (loadConfig) accept the environment compose gives it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../apps/api/src/config';
import { nginxBinary, testNginxConfig, writeSelfSignedCertificate } from '../scripts/lib/local-nginx';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DEPLOY = path.join(ROOT, 'deploy');
const read = (relative: string) => readFileSync(path.join(ROOT, relative), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  env_file?: { path: string; required?: boolean }[];
  volumes?: string[];
  ports?: string[];
  profiles?: string[];
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number };
  networks?: string[];
}

const compose = parse(read('deploy/compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const environmentOf = (name: string) => services[name]!.environment ?? {};

/** What the API reads: the keys of ConfigSchema in apps/api/src/config.ts. */
const apiVariables = (() => {
  const source = read('apps/api/src/config.ts');
  const body = source.slice(
    source.indexOf('const ConfigSchema = z.object({'),
    source.indexOf('\n});', source.indexOf('const ConfigSchema')),
  );
  return new Set([...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!));
})();

/** What the storefront reads: every process.env.NAME in apps/web's sources, and Next's own telemetry switch. */
const storefrontVariables = (() => {
  const names = new Set(['NEXT_TELEMETRY_DISABLED']);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(?:ts|tsx|mjs|js)$/.test(entry) && !/\.test\./.test(entry)) {
        for (const m of readFileSync(full, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]!);
      }
    }
  };
  walk(path.join(ROOT, 'apps/web'));
  return names;
})();

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error}. */
const INTERPOLATION = /\$\{([A-Z][A-Z0-9_]*)(?::?([-?])([^}]*))?\}/g;
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(INTERPOLATION, (_, name: string, op?: string, rest?: string) => {
    if (env[name] !== undefined && env[name] !== '') return env[name];
    if (op === '?') throw new Error(`${name} is required: ${rest}`);
    return op === '-' ? (rest ?? '') : '';
  });
}

/** NAME=value lines of an example env file, commented-out ones included. */
function exampleVariables(relative: string): Map<string, string> {
  return new Map(
    [...read(relative).matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [
      m[1]!,
      m[2]!.replace(/\s+#.*$/, '').trim(),
    ]),
  );
}

const SECRET_NAME = /SECRET|TOKEN|PASSWORD|_KEY$|_SID$/;
const APP_SERVICES = ['api', 'worker', 'web'];

describe('compose.yaml topology', () => {
  it('runs the proxy, two API replicas, one worker, two storefront replicas, PostgreSQL and Redis; Meilisearch and the search service only in their profiles', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api',
      'meilisearch',
      'postgres',
      'proxy',
      'redis',
      'search',
      'web',
      'worker',
    ]);
    const replicas = (name: string) => services[name]!.deploy?.replicas ?? 1;
    expect({ api: replicas('api'), worker: replicas('worker'), web: replicas('web') }).toEqual({
      api: 2,
      worker: 1,
      web: 2,
    });
    expect(replicas('proxy')).toBe(1);
    expect(services.meilisearch!.profiles).toEqual(['meilisearch']);
    expect(services.search!.profiles).toEqual(['search']);
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'meilisearch' && name !== 'search') expect(service.profiles, name).toBeUndefined();
    }
  });

  it('publishes ports on the proxy only', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'proxy') expect(service.ports).toEqual(['80:80', '443:443']);
      else expect(service.ports, name).toBeUndefined();
    }
  });

  it('runs the worker from the API image with ROLE=worker and npm run worker', () => {
    expect(services.worker!.image).toBe(services.api!.image);
    expect(services.worker!.build).toBeUndefined();
    expect(environmentOf('worker').ROLE).toBe('worker');
    expect(services.worker!.command).toEqual(['npm', 'run', 'worker']);
  });

  it('runs the search service from the API image with npm run search-service, which the root package defines', () => {
    expect(services.search!.image).toBe(services.api!.image);
    expect(services.search!.build).toBeUndefined();
    expect(services.search!.command).toEqual(['npm', 'run', 'search-service']);
    expect(services.search!.environment).toEqual(services.api!.environment);
    // Run in the image's apps/api, and from the repository's root.
    expect(JSON.parse(read('apps/api/package.json')).scripts['search-service']).toBe(
      'node --import tsx src/search-service.ts',
    );
    expect(JSON.parse(read('package.json')).scripts['search-service']).toBe('npm run search-service -w @dukan/api');
  });

  it('pins every image to a version', () => {
    for (const [name, service] of Object.entries(services)) {
      const image = interpolate(service.image!, {});
      // The shop's own images are built here (the worker runs the API's); deploy/.env may name a registry's.
      if (service.build || service.image === services.api!.image) expect(image, name).toMatch(/^dukan-(?:api|web):/);
      else expect(image, name).toMatch(/:v?\d+\.\d+(?:\.\d+)?(?:-[a-z]+)?$/);
    }
  });

  it('mounts one media volume at DATA_DIR/media in every API replica and the worker', () => {
    for (const name of ['api', 'worker']) {
      expect(services[name]!.volumes, name).toContain(`media:${environmentOf(name).DATA_DIR}/media`);
    }
    expect(Object.keys(compose.volumes)).toContain('media');
  });

  it('names only files that exist', () => {
    for (const service of Object.values(services)) {
      if (service.build)
        expect(existsSync(path.join(DEPLOY, service.build.context, service.build.dockerfile))).toBe(true);
    }
    expect(services.proxy!.volumes).toContain('./nginx/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(existsSync(path.join(DEPLOY, 'nginx/nginx.conf'))).toBe(true);
    for (const name of ['api', 'worker']) {
      expect(services[name]!.env_file).toEqual([{ path: './api.env', required: true }]);
    }
    expect(existsSync(path.join(DEPLOY, 'api.env.example'))).toBe(true);
  });
});

describe('compose.yaml environment', () => {
  it('hands the API and the worker only variables the API reads (and the worker its ROLE)', () => {
    expect(apiVariables.size).toBeGreaterThan(40);
    expect(apiVariables).toContain('DATABASE_URL');
    for (const name of ['api', 'worker', 'search']) {
      const unknown = Object.keys(environmentOf(name)).filter(
        (v) => !apiVariables.has(v) && !(name === 'worker' && v === 'ROLE'),
      );
      expect(unknown, name).toEqual([]);
    }
    const unknownInApiEnv = [...exampleVariables('deploy/api.env.example').keys()].filter((v) => !apiVariables.has(v));
    expect(unknownInApiEnv).toEqual([]);
  });

  it('hands the storefront only variables it reads', () => {
    expect(storefrontVariables).toContain('STOREFRONT_TRUST_PROXY');
    expect(Object.keys(environmentOf('web')).filter((v) => !storefrontVariables.has(v))).toEqual([]);
    const buildArgs = Object.keys(services.web!.build!.args ?? {});
    expect(buildArgs.filter((v) => !storefrontVariables.has(v))).toEqual([]);
  });

  it('takes every secret from deploy/.env, never a value written in the file', () => {
    for (const [serviceName, service] of Object.entries(services)) {
      for (const [name, value] of Object.entries(service.environment ?? {})) {
        if (!SECRET_NAME.test(name) && name !== 'DATABASE_URL') continue;
        // Whatever is left once the interpolations are taken out must hold no secret.
        const literal = String(value).replace(INTERPOLATION, (_, v: string, op?: string, rest?: string) => {
          expect(op === '-' ? rest : '', `${serviceName}.${name} has a default`).toBe('');
          return '';
        });
        if (name === 'DATABASE_URL') expect(literal).toBe('postgres://dukan:@postgres:5432/dukan');
        else expect(literal, `${serviceName}.${name}`).toBe('');
      }
    }
    // The examples carry names, not values.
    for (const file of ['deploy/.env.production.example', 'deploy/api.env.example']) {
      for (const [name, value] of exampleVariables(file)) {
        if (SECRET_NAME.test(name)) expect(value, `${file}: ${name}`).toBe('');
      }
    }
  });

  it('documents in .env.production.example every variable compose.yaml interpolates', () => {
    const documented = new Set(exampleVariables('deploy/.env.production.example').keys());
    const used = new Set([...read('deploy/compose.yaml').matchAll(INTERPOLATION)].map((m) => m[1]!));
    expect([...used].filter((v) => !documented.has(v))).toEqual([]);
    expect([...documented].filter((v) => !used.has(v))).toEqual([]);
  });

  it('runs the shop in production, on the compose PostgreSQL and Redis', () => {
    for (const name of APP_SERVICES) expect(environmentOf(name).NODE_ENV, name).toBe('production');
    const env = { POSTGRES_PASSWORD: 'p4ss' };
    for (const name of ['api', 'worker']) {
      const database = new URL(interpolate(environmentOf(name).DATABASE_URL!, env));
      expect([database.protocol, database.hostname, database.port, database.password]).toEqual([
        'postgres:',
        'postgres',
        '5432',
        'p4ss',
      ]);
      expect(environmentOf('postgres').POSTGRES_USER).toBe(decodeURIComponent(database.username));
      expect(environmentOf('postgres').POSTGRES_DB).toBe(database.pathname.slice(1));
      expect(new URL(environmentOf(name).REDIS_URL!).hostname).toBe('redis');
    }
    expect(environmentOf('web').API_INTERNAL_URL).toBe('http://api:4000');
    expect(services.web!.build!.args!.API_INTERNAL_URL).toBe('http://api:4000');
  });

  it('gives the API an environment its production rules accept once deploy/.env is filled in', () => {
    const dotEnv = {
      PUBLIC_URL: 'https://shop.example.iq',
      POSTGRES_PASSWORD: 'a-long-random-postgres-password',
      AUTH_SECRET: 'x'.repeat(48),
      SEARCH_API_KEY: 'y'.repeat(32),
      REVALIDATE_SECRET: 'z'.repeat(48),
    };
    const environment = Object.fromEntries(
      Object.entries(environmentOf('api')).map(([name, value]) => [name, interpolate(String(value), dotEnv)]),
    );
    // api.env with one provider that delivers codes, as production requires.
    const config = loadConfig({ ...environment, SMS_PROVIDER: 'twilio' });
    expect(config.NODE_ENV).toBe('production');
    expect(config.API_HOST).toBe('0.0.0.0');
    expect(config.REDIS_URL).toBe('redis://redis:6379');
    expect(config.MEDIA_STORAGE).toBe('local');
    // Every storefront replica hears of changes, signed with the secret the storefront checks.
    expect(config.STOREFRONT_INTERNAL_URLS).toEqual(['http://dukan-web-1:3000', 'http://dukan-web-2:3000']);
    expect(config.STOREFRONT_INTERNAL_URLS).toHaveLength(services.web!.deploy!.replicas!);
    expect(config.REVALIDATE_SECRET).toBe(dotEnv.REVALIDATE_SECRET);
    expect(environmentOf('web').REVALIDATE_SECRET).toBe(environmentOf('api').REVALIDATE_SECRET);
    // S3 settings come from api.env, the secret key without a value.
    const apiEnv = exampleVariables('deploy/api.env.example');
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID']) {
      expect(apiEnv.has(name), name).toBe(true);
    }
    expect(apiEnv.get('S3_SECRET_ACCESS_KEY')).toBe('');
    expect(() => loadConfig({ ...environment, SMS_PROVIDER: 'twilio', MEDIA_STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    // Without deploy/.env, compose itself refuses to start.
    expect(() => interpolate(String(environmentOf('api').AUTH_SECRET), {})).toThrow(/AUTH_SECRET is required/);
  });

  it('checks readiness on /health/ready, which the API serves', () => {
    expect(read('apps/api/src/routes/health.ts')).toContain("app.get('/health/ready'");
    expect(services.api!.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:4000/health/ready');
    expect(services.web!.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:3000/');
    expect(read('deploy/Dockerfile.api')).toMatch(/HEALTHCHECK[^\n]*\n[^\n]*\/health\/ready/);
  });

  it("checks the worker's readiness on its own port (WORKER_HEALTH_PORT, as api.env may set it), not the API's", async () => {
    const [kind, node, flag, script] = services.worker!.healthcheck!.test;
    expect([kind, node, flag]).toEqual(['CMD', 'node', '-e']);
    expect(script).not.toContain(':4000');
    expect(exampleVariables('deploy/api.env.example').get('WORKER_HEALTH_PORT')).toBe('9464');
    // A worker's configuration in compose has the listener on, at the port the check falls back to.
    expect(environmentOf('worker').WORKER_HEALTH_PORT).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', ROLE: 'worker', DATABASE_URL: 'postgres://x@h/db' }).WORKER_HEALTH_PORT).toBe(
      9464,
    );

    // The check itself, run as Docker runs it in the container, against a stand-in worker on a free port.
    let answer = 200;
    const asked: string[] = [];
    const worker: Server = createServer((request, response) => {
      asked.push(request.url!);
      response.writeHead(answer).end();
    });
    await new Promise<void>((resolve) => worker.listen(0, '127.0.0.1', resolve));
    const port = (worker.address() as AddressInfo).port;
    const check = (env: Record<string, string>) =>
      new Promise<number>((resolve) =>
        execFile(process.execPath, ['-e', script!], { env: { PATH: process.env.PATH, ...env } }, (error) =>
          resolve(error ? Number(error.code ?? 1) : 0),
        ),
      );
    try {
      expect(await check({ WORKER_HEALTH_PORT: String(port) })).toBe(0);
      answer = 503;
      expect(await check({ WORKER_HEALTH_PORT: String(port) })).toBe(1);
      expect(asked).toEqual(['/health/ready', '/health/ready']);
    } finally {
      await new Promise((resolve) => worker.close(resolve));
    }
  });
});

/** Each `location` of the TLS server: its path and where proxy_pass sends it (variables resolved). */
function nginxRoutes(conf: string): Map<string, string> {
  const variables = new Map([...conf.matchAll(/^\s*set \$(\w+) (\S+);/gm)].map((m) => [m[1]!, m[2]!]));
  const routes = new Map<string, string>();
  for (const m of conf.matchAll(/location\s+(=\s+)?(\S+)\s*\{([^}]*)\}/g)) {
    const target = /proxy_pass\s+([^;]+);/.exec(m[3]!)?.[1]?.trim();
    if (!target) continue;
    routes.set(
      `${m[1] ? '= ' : ''}${m[2]}`,
      target.replace(/^\$(\w+)$/, (_, v: string) => variables.get(v) ?? v),
    );
  }
  return routes;
}

describe('nginx.conf', () => {
  const conf = read('deploy/nginx/nginx.conf');

  it('overwrites X-Forwarded-For with the connection address, never appends to it', () => {
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(conf).not.toContain('$proxy_add_x_forwarded_for');
    expect(conf).not.toMatch(/real_ip_header|set_real_ip_from/);
  });

  it('sends /api, /auth and /admin to the API, /search to the search service, and the rest to the storefront', () => {
    expect(Object.fromEntries(nginxRoutes(conf))).toEqual({
      '/api/': 'http://api:4000',
      '= /api/orders': 'http://api:4000',
      '/auth/': 'http://api:4000',
      '/search/': 'http://search:4000',
      '@api': 'http://api:4000',
      '= /admin': 'http://api:4000',
      '/admin/': 'http://api:4000',
      '/': 'http://web:3000',
    });
  });

  it('sends an order that met a stopping replica to another one, and no other request', () => {
    // Orders carry an Idempotency-Key, so a repeat is answered with the first order.
    const orders = /location = \/api\/orders \{([^}]*)\}/.exec(conf)![1]!;
    expect(orders).toMatch(/proxy_next_upstream error timeout http_503 non_idempotent;/);
    expect(conf.match(/non_idempotent/g)).toHaveLength(1);
  });

  it('falls back to the API for /search when the optional search service does not run', () => {
    const search = /location \/search\/ \{([^}]*)\}/.exec(conf)![1]!;
    expect(search).toMatch(/error_page 502 504 = @api;/);
    // The service's name in compose is what nginx asks the resolver for.
    expect(nginxRoutes(conf).get('/search/')).toBe(`http://search:${services.search!.environment!.API_PORT}`);
  });

  it('terminates TLS and redirects plain HTTP to it', () => {
    expect(conf).toMatch(/listen 443 ssl/);
    expect(conf).toContain('ssl_certificate /etc/nginx/certs/fullchain.pem;');
    expect(conf).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$host\$request_uri;/);
  });

  it.skipIf(!nginxBinary)('passes nginx -t with a self-signed certificate in place of the real one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dukan-nginx-'));
    try {
      writeSelfSignedCertificate(dir);
      const testConf = path.join(dir, 'nginx.conf');
      writeFileSync(testConf, conf.replaceAll('/etc/nginx/certs/', `${dir}/`));
      const result = testNginxConfig(testConf, dir);
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Dockerfiles', () => {
  const lastStage = (dockerfile: string) => dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const instructions = (dockerfile: string, name: string) =>
    [...dockerfile.matchAll(new RegExp(`^${name} (.+)$`, 'gm'))].map((m) => m[1]!);

  for (const file of ['deploy/Dockerfile.api', 'deploy/Dockerfile.web']) {
    describe(file, () => {
      const dockerfile = read(file);

      it('builds every stage on one pinned Node 20 release', () => {
        expect(instructions(dockerfile, 'ARG')).toContain('NODE_IMAGE=node:20.20.2-bookworm-slim');
        const froms = instructions(dockerfile, 'FROM');
        expect(froms.length).toBeGreaterThan(1);
        for (const from of froms) expect(from).toMatch(/^\$\{NODE_IMAGE\}(?: AS [a-z-]+)?$/);
      });

      it('installs with npm ci from the lock file, running no install scripts', () => {
        const installs = instructions(dockerfile, 'RUN').filter((run) => /\bnpm (?:ci|install|i)\b/.test(run));
        expect(installs.length).toBeGreaterThan(0);
        for (const install of installs) expect(install).toMatch(/^npm ci --(?:omit=dev --)?ignore-scripts\b/);
        expect(dockerfile).toContain('COPY package.json package-lock.json');
      });

      it('runs as an unprivileged user in production mode, downloading nothing at start', () => {
        const final = lastStage(dockerfile);
        const users = instructions(final, 'USER');
        expect(users).toEqual(['node']);
        expect(final).toMatch(/ENV NODE_ENV=production/);
        const start = instructions(final, 'CMD').join(' ') + instructions(final, 'ENTRYPOINT').join(' ');
        expect(start).not.toMatch(/npx|npm (?:ci|install)|curl|wget/);
        expect(final).not.toMatch(/^RUN .*(?:curl|wget|apt-get)/m);
      });
    });
  }

  it('copies from the build context only files that exist, and keeps host builds and secrets out of it', () => {
    for (const file of ['deploy/Dockerfile.api', 'deploy/Dockerfile.web']) {
      const sources = instructions(read(file), 'COPY')
        .filter((copy) => !copy.startsWith('--from='))
        .flatMap((copy) =>
          copy
            .split(/\s+/)
            .filter((word) => !word.startsWith('--'))
            .slice(0, -1),
        );
      expect(sources.length).toBeGreaterThan(5);
      for (const source of sources) expect(existsSync(path.join(ROOT, source)), `${file}: ${source}`).toBe(true);
      // BuildKit's per-Dockerfile ignore file, beside it.
      const ignored = read(`${file}.dockerignore`).split('\n');
      for (const pattern of ['**/node_modules', '**/.next', '**/dist', '**/.data', '**/.env', '.git']) {
        expect(ignored, `${file}.dockerignore`).toContain(pattern);
      }
    }
  });

  it('builds the back office into the API image', () => {
    const dockerfile = read('deploy/Dockerfile.api');
    expect(dockerfile).toContain('RUN npm run build -w @dukan/admin');
    expect(lastStage(dockerfile)).toContain('COPY --from=build /app/apps/admin/dist apps/admin/dist');
    expect(read('apps/api/src/routes/admin-app.ts')).toContain("'../../../admin/dist'");
  });

  it("starts the storefront through apps/web/server.mjs from Next's standalone output", () => {
    const dockerfile = read('deploy/Dockerfile.web');
    const entry = read('deploy/web-entry.sh');
    expect(existsSync(path.join(ROOT, 'apps/web/server.mjs'))).toBe(true);
    // Without it `next build` writes no .next/standalone and the image's build stops.
    expect(read('apps/web/next.config.ts')).toMatch(
      /^\s*output: process\.env\.STANDALONE_BUILD === '1' \? 'standalone' : undefined,$/m,
    );
    expect(dockerfile).toContain('RUN STANDALONE_BUILD=1 npm run build -w @dukan/web');
    expect(read('scripts/test-scale.mjs')).toContain("STANDALONE_BUILD: '1'");
    expect(dockerfile).toContain('test -f apps/web/.next/standalone/apps/web/server.js');
    expect(dockerfile).toContain('.next/standalone');
    // server.mjs and the modules of its own it imports (page-cache.mjs) are not in Next's trace either.
    const copied = /^COPY --from=build --chown=node:node (.*) apps\/web\/$/m.exec(dockerfile)?.[1].split(' ') ?? [];
    const ownImports = [...read('apps/web/server.mjs').matchAll(/from '\.\/([\w.-]+\.mjs)'/g)].map((m) => m[1]);
    expect(ownImports.length).toBeGreaterThan(0);
    for (const file of ['server.mjs', ...ownImports]) expect(copied).toContain(`/app/apps/web/${file}`);
    // server.mjs and its modules import proxy-addr, sirv and httpxy, which Next's trace does not carry; so are their
    // own dependencies.
    for (const dependency of [
      'proxy-addr',
      'sirv',
      'httpxy',
      ...Object.keys(JSON.parse(read('node_modules/httpxy/package.json')).dependencies ?? {}),
      ...Object.keys(JSON.parse(read('node_modules/proxy-addr/package.json')).dependencies),
      ...Object.keys(JSON.parse(read('node_modules/sirv/package.json')).dependencies),
    ]) {
      expect(dockerfile).toContain(`/app/node_modules/${dependency} node_modules/${dependency}`);
    }
    expect(entry).toMatch(/exec node server\.mjs/);
    expect(entry).toContain('__NEXT_PRIVATE_STANDALONE_CONFIG');
    expect(statSync(path.join(DEPLOY, 'web-entry.sh')).mode & 0o111).not.toBe(0);
  });
});
