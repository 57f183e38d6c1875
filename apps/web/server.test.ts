// server.mjs: the one place that sees the connection, so the one place that may name the client's address.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module without types, run by node directly.
import { prepareRequest } from './server.mjs';

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
