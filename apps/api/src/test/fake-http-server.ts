// A local stand-in for an outside HTTP API (Twilio, WhatsApp Cloud, reCAPTCHA, Google's JWKS, the Graph
// API): it records every request exactly as it arrived and answers what the test scripted, so adapter tests
// check the real wire format without reaching the internet.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as sent: "/v1/projects/p/assessments?key=k". */
  url: string;
  pathname: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ScriptedResponse {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** Wait before answering (timeouts). */
  delayMs?: number;
  /** Drop the connection without an answer (a network failure). */
  hangUp?: boolean;
}

export type Responder = (request: RecordedRequest) => ScriptedResponse | Promise<ScriptedResponse>;

export interface FakeHttpServer {
  /** http://127.0.0.1:<port>, no trailing slash. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers `METHOD /pathname` (query ignored) with a fixed response or a function of the request. */
  on(method: string, pathname: string, response: ScriptedResponse | Responder): void;
  /** Forgets recorded requests and scripted routes. */
  reset(): void;
  close(): Promise<void>;
}

const NOT_SCRIPTED: ScriptedResponse = { status: 404, body: { error: 'not scripted in the fake server' } };

export async function startFakeHttpServer(): Promise<FakeHttpServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, ScriptedResponse | Responder>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://fake.local');
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        pathname: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const route = routes.get(`${request.method} ${request.pathname}`) ?? NOT_SCRIPTED;
      void Promise.resolve(typeof route === 'function' ? route(request) : route).then(async (response) => {
        if (response.delayMs) await new Promise((resolve) => setTimeout(resolve, response.delayMs));
        if (response.hangUp) {
          req.socket.destroy();
          return;
        }
        const isText = typeof response.body === 'string';
        const payload = response.body === undefined ? '' : isText ? response.body : JSON.stringify(response.body);
        res.writeHead(response.status ?? 200, {
          'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
          ...response.headers,
        });
        res.end(payload);
      });
    });
  });
  // A delayed answer must not hold close() until it is sent.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, pathname, response) {
      routes.set(`${method.toUpperCase()} ${pathname}`, response);
    },
    reset() {
      requests.length = 0;
      routes.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
