// Pictures in S3-compatible storage: the real client against a local stand-in speaking S3's HTTP, and two API
// "machines" (separate apps with separate local directories, one database) serving the same upload.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSearchEngine } from '../../adapters/search-engine/database-engine';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { buildServer } from '../../server';
import { insertCatalogueFixture, TEST_SEARCH_KEY } from '../../test/catalogue-fixtures';
import { openTestDatabase } from '../../test/databases';
import { multipartBody } from '../catalogue-admin/test-server';
import { mediaStorageFor } from './storage';
import { createS3MediaStorage } from './storage-s3';
import { startS3StandIn, type S3StandIn } from './storage-s3-standin';

const BUCKET = 'dukan-pictures';
const KEYS = { accessKeyId: 'standin-access-key', secretAccessKey: 'standin-secret-key-0123456789' };
const OWNER_TOKEN = 'storage-s3-test-owner-token-0123456789abcdef';

let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await startS3StandIn({ bucket: BUCKET, accessKeyId: KEYS.accessKeyId });
});
afterAll(async () => {
  await standIn?.close();
});

const settings = () => ({ bucket: BUCKET, region: 'us-east-1', endpoint: standIn.url, forcePathStyle: true, ...KEYS });

describe('S3 media storage', () => {
  it('puts and gets bytes by key, and a missing key is null', async () => {
    const storage = createS3MediaStorage(settings());
    const key = 'uploads/6f1c1f43-3b5e-4f43-9d7b-4c6f0b3a9e21/original';
    await storage.put(key, Buffer.from('picture bytes'), 'image/png');
    expect(standIn.objects.get(key)).toMatchObject({ contentType: 'image/png' });
    expect((await storage.get(key))?.toString()).toBe('picture bytes');
    expect(await storage.get('uploads/00000000-0000-4000-8000-000000000000/original')).toBeNull();
    storage.close();
  });

  it('refuses a key of any other shape before it reaches the bucket', async () => {
    const storage = createS3MediaStorage(settings());
    const before = standIn.requests.length;
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid media/);
    await expect(storage.get('uploads/x/../../y')).rejects.toThrow(/invalid media/);
    expect(standIn.requests.length).toBe(before);
    storage.close();
  });

  it('reports a refusal (wrong keys, missing bucket) as an error, not as a missing picture', async () => {
    const key = 'uploads/6f1c1f43-3b5e-4f43-9d7b-4c6f0b3a9e21/original';
    const wrongKeys = createS3MediaStorage({ ...settings(), accessKeyId: 'someone-else' });
    await expect(wrongKeys.get(key)).rejects.toThrow();
    const noBucket = createS3MediaStorage({ ...settings(), bucket: 'no-such-bucket' });
    await expect(noBucket.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow();
    wrongKeys.close();
    noBucket.close();
  });
});

describe('configuration', () => {
  it('chooses S3 with MEDIA_STORAGE=s3 and refuses it without a bucket', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_STORAGE: 's3' } as NodeJS.ProcessEnv)).toThrow(
      /S3_BUCKET: required when MEDIA_STORAGE=s3/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', MEDIA_STORAGE: 'nfs' } as NodeJS.ProcessEnv)).toThrow(/MEDIA_STORAGE/);
    const config = loadConfig({
      NODE_ENV: 'test',
      MEDIA_STORAGE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    } as NodeJS.ProcessEnv);
    expect([config.MEDIA_STORAGE, config.S3_REGION, config.S3_FORCE_PATH_STYLE]).toEqual(['s3', 'us-east-1', 'true']);
    expect(loadConfig({ NODE_ENV: 'test' } as NodeJS.ProcessEnv).MEDIA_STORAGE).toBe('local');
  });
});

describe('two API machines on one bucket', () => {
  let handle: DbHandle;
  const machines: { app: FastifyInstance; dataDir: string }[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await insertCatalogueFixture(handle.db);
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `dukan-s3-machine-${i}-`));
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ADMIN_API_TOKEN: OWNER_TOKEN,
        SEARCH_API_KEY: TEST_SEARCH_KEY,
        SEARCH_ENGINE: 'database',
        DATA_DIR: dataDir,
        MEDIA_STORAGE: 's3',
        S3_BUCKET: BUCKET,
        S3_REGION: 'eu-central-1',
        S3_ENDPOINT: standIn.url,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      } as NodeJS.ProcessEnv);
      const search = new DatabaseSearchEngine(handle.db, config.searchApiKey);
      const app = await buildServer({ config, db: handle.db, search, orders: { fib: null } });
      await app.ready();
      machines.push({ app, dataDir });
    }
  }, 180_000);
  afterAll(async () => {
    for (const { app, dataDir } of machines) {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    await handle?.close();
  });

  it('serves on the second machine a picture uploaded on the first, with nothing written to either disk', async () => {
    const [first, second] = machines as [(typeof machines)[0], (typeof machines)[0]];
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipartBody({ name: 'fan.png', type: 'image/png', bytes: png });
    const uploaded = await first.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': contentType },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { id, url } = (uploaded.json() as { data: { id: string; url: string } }).data;
    expect(standIn.objects.has(`originals/${id}`)).toBe(true);

    // The second machine has never seen this upload: it reads the original from the bucket and makes the width.
    const served = await second.app.inject({ method: 'GET', url: `/api/media/uploads/${id}/w320.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(320);
    expect(standIn.objects.has(`variants/${id}/w320.webp`)).toBe(true);
    // And the first serves the variant the second made.
    const again = await first.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(served.headers.etag).toBeDefined();

    for (const { dataDir } of machines) expect(await readdir(dataDir)).not.toContain('media');
    expect(mediaStorageFor(first.app.deps.config)).not.toBe(mediaStorageFor(second.app.deps.config));
  });
});
