// The shop's front door (deploy/nginx/nginx.conf) run as a local process: the same configuration, with the
// compose service names turned into upstream groups of local ports and a self-signed certificate. Used by
// `npm run test:scale` (the whole topology under load) and `npm run lighthouse` with LIGHTHOUSE_VIA=nginx (pages
// as a deployed shop's shoppers get them: TLS and HTTP/2).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's nginx (apt-get install -y nginx), or undefined when it is not installed. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

export interface LocalNginxOptions {
  /** Where the configuration, the certificate, the pid file and the error log are written. */
  dir: string;
  /** Plain HTTP (redirects to HTTPS, as deployed) and HTTPS ports, on 127.0.0.1. */
  httpPort: number;
  httpsPort: number;
  /** The ports behind each compose service name. */
  api: number[];
  search: number[];
  web: number[];
  /** HTTP/2 on the HTTPS port, as deployed (the default). test:scale turns it off: its clients, Node's fetch, speak
   * HTTP/1.1 either way. */
  http2?: boolean;
  /** More `upstream` and `server` blocks for the http block. */
  extraHttp?: string;
}

/** deploy/nginx/nginx.conf with local upstreams. Throws when the file no longer has a line it rewrites, so that a
 * change there shows up here instead of being missed. */
export function localNginxConfig(options: LocalNginxOptions): string {
  const { dir } = options;
  let conf = readFileSync(path.join(root, 'deploy/nginx/nginx.conf'), 'utf8');
  const replace = (from: string, to: string) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/nginx.conf no longer has: ${from}`);
    conf = conf.replace(from, to);
  };
  replace('worker_processes auto;', 'worker_processes 1;');
  // Docker's DNS does not exist here: the same names become upstream groups, which nginx looks up first.
  const resolver = /^\s*resolver [^\n]*\n/m.exec(conf);
  if (!resolver) throw new Error('deploy/nginx/nginx.conf no longer has a resolver line');
  replace(resolver[0], '\n');
  replace('set $api http://api:4000;', 'set $api http://api;');
  replace('set $search http://search:4000;', 'set $search http://search;');
  replace('set $storefront http://web:3000;', 'set $storefront http://web;');
  conf = conf.replace(/^\s*listen \[::\][^\n]*\n/gm, '');
  replace('listen 80;', `listen 127.0.0.1:${options.httpPort};`);
  replace(
    'listen 443 ssl http2;',
    `listen 127.0.0.1:${options.httpsPort} ssl${options.http2 === false ? '' : ' http2'};`,
  );
  conf = conf.replaceAll('/etc/nginx/certs/', `${dir}/`);
  const group = (name: string, ports: number[]) =>
    `  upstream ${name} {\n${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}\n  }\n`;
  const upstreams = `
  access_log off;
${group('api', options.api)}${group('search', options.search)}${group('web', options.web)}${options.extraHttp ?? ''}`;
  conf = conf.replace(/http \{\n/, `http {\n${upstreams}`);
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${conf}`;
}

/** A self-signed certificate for localhost where the configuration expects the deployed one. */
export function writeSelfSignedCertificate(dir: string): void {
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      path.join(dir, 'privkey.pem'),
      '-out',
      path.join(dir, 'fullchain.pem'),
    ],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) throw new Error(`openssl: ${openssl.stderr}`);
}

/** The nginx binary, or an error that says how to install it. */
function installedNginx(): string {
  if (!nginxBinary) throw new Error('nginx is not installed (Debian: apt-get install -y nginx)');
  return nginxBinary;
}

/** nginx's arguments for the configuration `confPath`, with `dir` as its prefix and error log folder (so it writes
 * nothing under /var). */
function nginxArgs(confPath: string, dir: string): string[] {
  return ['-c', confPath, '-p', dir, '-e', path.join(dir, 'error.log')];
}

/** `nginx -t` on the configuration `confPath` in `dir`: its exit status and what it printed. */
export function testNginxConfig(confPath: string, dir: string): { status: number | null; stderr: string } {
  const { status, stderr } = spawnSync(installedNginx(), ['-t', ...nginxArgs(confPath, dir)], { encoding: 'utf8' });
  return { status, stderr };
}

/** Writes the certificate and the configuration into `options.dir`, checks it with `nginx -t` and starts nginx in
 * the foreground (stop it with SIGTERM). */
export function startLocalNginx(options: LocalNginxOptions): ChildProcess {
  const nginx = installedNginx();
  writeSelfSignedCertificate(options.dir);
  const confPath = path.join(options.dir, 'nginx.conf');
  writeFileSync(confPath, localNginxConfig(options));
  const check = testNginxConfig(confPath, options.dir);
  if (check.status !== 0) throw new Error(`nginx -t:\n${check.stderr}`);
  return spawn(nginx, nginxArgs(confPath, options.dir), { stdio: ['ignore', 'ignore', 'pipe'] });
}
