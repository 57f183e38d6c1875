// Test-only: a small S3-compatible server (path-style PUT, GET and HEAD of objects in one bucket, kept in
// memory), so the S3 storage is tested over real HTTP with the real client, its signing and its error
// handling, without a MinIO binary or the internet. It checks what a real service would refuse: another
// bucket, an unsigned request or another access key.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3StandIn {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** "PUT /bucket/key" per request, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3StandIn(settings: { bucket: string; accessKeyId: string }): Promise<S3StandIn> {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      requests.push(`${req.method} /${bucket}/${key}`);
      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith('AWS4-HMAC-SHA256 ') || !auth.includes(`Credential=${settings.accessKeyId}/`)) {
        return xmlError(res, 403, 'AccessDenied', 'Access Denied');
      }
      if (bucket !== settings.bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      if (req.method === 'PUT') {
        const bytes = await readBody(req);
        objects.set(key, { bytes, contentType: req.headers['content-type'] ?? 'application/octet-stream' });
        res.writeHead(200, { etag: `"${bytes.length}"` });
        return res.end();
      }
      const object = objects.get(key);
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
        return res.end(req.method === 'HEAD' ? undefined : object.bytes);
      }
      xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed');
    })().catch(() => {
      if (!res.headersSent) xmlError(res, 500, 'InternalError', 'stand-in failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
