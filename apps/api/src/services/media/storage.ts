// Where uploaded pictures and their resized variants are kept. Behind one interface so that several API
// machines can serve the same pictures: a directory (DATA_DIR/media, or a shared volume mounted there) by
// default, or an S3-compatible bucket (storage-s3.ts) with MEDIA_STORAGE=s3. The interface is what both can do
// atomically: put and get by key, no listing, no renames visible to readers.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../config';
import { createS3MediaStorage } from './storage-s3';

export interface MediaStorage {
  /** Stores bytes under a key; readers never see a half-written object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under a key, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
}

// Keys are made by services/media/pictures.ts from uuids and fixed names; this guards against any other shape
// ever reaching the file system.
const KEY_PATTERN = /^[a-z]+\/[0-9a-f-]{36}(?:\/[a-z0-9.]+)?$/;

export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid media storage key: ${key}`);
}

/** Files under `root`, one per key; written to a temporary name first and renamed, so a write is atomic. */
export function createLocalMediaStorage(root: string): MediaStorage {
  return {
    async put(key, bytes) {
      assertMediaKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      assertMediaKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

// One storage per configuration, shared by the upload route and the serving route of one app.
const storages = new WeakMap<Config, MediaStorage>();

/** The storage the configuration names: MEDIA_STORAGE=s3 and its S3_* settings, or DATA_DIR/media. */
export function mediaStorageFor(config: Config): MediaStorage {
  let storage = storages.get(config);
  if (!storage) {
    storage =
      config.MEDIA_STORAGE === 's3'
        ? createS3MediaStorage({
            // loadConfig refuses MEDIA_STORAGE=s3 without a bucket.
            bucket: config.S3_BUCKET!,
            region: config.S3_REGION,
            endpoint: config.S3_ENDPOINT,
            accessKeyId: config.S3_ACCESS_KEY_ID,
            secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
          })
        : createLocalMediaStorage(path.join(config.dataDir, 'media'));
    storages.set(config, storage);
  }
  return storage;
}
