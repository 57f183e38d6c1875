import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localNginxConfig, nginxBinary, testNginxConfig, writeSelfSignedCertificate } from './local-nginx';

const options = { dir: '/tmp/front', httpPort: 8490, httpsPort: 8493, api: [4101, 4102], search: [4201], web: [3101] };

describe('localNginxConfig', () => {
  it('is the deployed configuration with local ports, upstream groups and the certificate in its folder', () => {
    const conf = localNginxConfig(options);
    expect(conf).toContain('listen 127.0.0.1:8490;');
    expect(conf).toContain('listen 127.0.0.1:8493 ssl http2;');
    expect(conf).toMatch(
      /upstream api \{\n\s+server 127\.0\.0\.1:4101 [^\n]*\n\s+server 127\.0\.0\.1:4102 [^\n]*\n\s+\}/,
    );
    expect(conf).toMatch(/upstream web \{\n\s+server 127\.0\.0\.1:3101 /);
    expect(conf).toContain('set $storefront http://web;');
    expect(conf).toContain('ssl_certificate /tmp/front/fullchain.pem;');
    // What only exists in Docker is gone: its DNS, and the IPv6 listeners.
    expect(conf).not.toMatch(/resolver|\[::\]|\/etc\/nginx\/certs/);
    // The routes themselves are the deployed ones.
    expect(conf).toContain('location = /api/orders {');
    expect(conf).toMatch(/^daemon off;$/m);
  });

  it('leaves HTTP/2 out when asked and adds the caller’s own blocks', () => {
    const conf = localNginxConfig({ ...options, http2: false, extraHttp: '  server { listen 127.0.0.1:8481; }\n' });
    expect(conf).toContain('listen 127.0.0.1:8493 ssl;');
    expect(conf).not.toMatch(/^\s*listen [^\n]*http2/m);
    expect(conf).toContain('server { listen 127.0.0.1:8481; }');
  });

  it.skipIf(!nginxBinary)('passes nginx -t with a self-signed certificate', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'dukan-local-nginx-'));
    try {
      writeSelfSignedCertificate(dir);
      const confPath = path.join(dir, 'nginx.conf');
      writeFileSync(confPath, localNginxConfig({ ...options, dir }));
      const result = testNginxConfig(confPath, dir);
      expect(result.stderr).toContain('test is successful');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
