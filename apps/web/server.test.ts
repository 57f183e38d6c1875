// server.mjs: the one place that sees the connection, so the one place that may name the client's address.
import { EventEmitter } from 'node:events';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types, run by node directly.
import { holdConnections, ownOrigin, prepareRequest } from './server.mjs';

function fakeRequest(remoteAddress: string, headers: Record<string, string>) {
  return { socket: Object.assign(new EventEmitter(), { remoteAddress }), connection: { remoteAddress }, headers };
}

function fakeResponse() {
  const set = new Map<string, unknown>();
  return { set, res: { setHeader: (name: string, value: unknown) => (set.set(name.toLowerCase(), value), undefined) } };
}

describe('the storefront server', () => {
  it("overwrites a browser's X-Forwarded-For with the connection's address", () => {
    const req = fakeRequest('203.0.113.5', { 'x-forwarded-for': '10.0.0.1', 'x-real-ip': '10.0.0.2', forwarded: 'x' });
    prepareRequest(req, fakeResponse().res);
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.5' });
  });

  it('takes the address a trusted proxy on this machine saw, and only that one', () => {
    const req = fakeRequest('127.0.0.1', { 'x-forwarded-for': '10.0.0.1, 198.51.100.4' });
    prepareRequest(req, fakeResponse().res);
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.4');
  });

  it('never lets the internal address of a rewrite reach the browser', () => {
    const { set, res } = fakeResponse();
    prepareRequest(fakeRequest('203.0.113.5', {}), res);
    res.setHeader('X-Middleware-Rewrite', 'http://127.0.0.1:4000/api/x');
    res.setHeader('content-type', 'text/html');
    expect([...set.keys()]).toEqual(['content-type']);
  });
});

describe('the address the server reaches itself on (refreshing expired pages)', () => {
  it('is the listening address, with a wildcard one replaced by loopback', async () => {
    for (const [host, expected] of [
      ['0.0.0.0', '127.0.0.1'],
      ['127.0.0.1', '127.0.0.1'],
      ['::1', '[::1]'],
    ] as const) {
      const server = createServer((_req, res) => res.end('me'));
      await new Promise<void>((resolve) => server.listen(0, host, resolve));
      const origin = ownOrigin(server) as string;
      expect(origin).toBe(`http://${expected}:${(server.address() as AddressInfo).port}`);
      expect(await (await fetch(origin)).text()).toBe('me');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the raw header list Next builds its own request from', () => {
  it('carries the same single address and no Forwarded or X-Real-IP', () => {
    const req = {
      ...fakeRequest('203.0.113.5', { 'x-forwarded-for': '10.0.0.1' }),
      rawHeaders: ['Host', 'shop', 'X-Forwarded-For', '10.0.0.1', 'X-Real-IP', '10.0.0.2', 'Forwarded', 'for=x'],
    };
    prepareRequest(req, fakeResponse().res);
    expect(req.rawHeaders).toEqual(['Host', 'shop', 'X-Forwarded-For', '203.0.113.5']);
  });
});

describe('keep-alive connections', () => {
  // A slow answer, so that a request is under way when the server starts closing.
  async function slowServer() {
    const arrived: Array<() => void> = [];
    const server = createServer((_req, res) => {
      arrived.shift()?.();
      setTimeout(() => res.end('ok'), 300);
    });
    const nextArrival = () => new Promise<void>((resolve) => arrived.push(resolve));
    const close = holdConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const get = () =>
      new Promise<string | undefined>((resolve, reject) => {
        request({ port, host: '127.0.0.1', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers.connection));
        })
          .on('error', reject)
          .end();
      });
    return { server, close, get, agent, nextArrival };
  }

  it('stay open longer than the clients and load balancers in front keep theirs', async () => {
    const { server, close, get, agent } = await slowServer();
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    expect(await get()).toBe('keep-alive');
    agent.destroy();
    await new Promise((resolve) => close(resolve));
  });

  it('do not hold a closing server: the request under way is answered, then its connection closes', async () => {
    const { close, get, agent, nextArrival } = await slowServer();
    await get();
    const arrival = nextArrival();
    const underWay = get();
    await arrival;
    const started = Date.now();
    const closed = new Promise((resolve) => close(resolve));
    expect(await underWay).toBe('keep-alive');
    await closed;
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });
});
