// Pictures in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Wasabi, Backblaze B2 …), so API replicas on
// several machines serve the same pictures without a shared file system. A PUT of an object is atomic in S3:
// readers see the old object or the whole new one, never half of it, which is what MediaStorage promises.
// The official client (@aws-sdk/client-s3) signs requests and retries throttling and network errors itself
// (docs/decisions/017-pictures-in-s3-compatible-storage.md).
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertMediaKey, type MediaStorage } from './storage';

export interface S3MediaSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2 …); absent means AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what MinIO and most stand-ins need. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, so one bucket can hold several shops' or stages' pictures. */
  prefix?: string;
}

export function createS3MediaStorage(settings: S3MediaSettings): MediaStorage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without explicit keys the SDK's own chain applies (instance role, AWS_* variables, shared files).
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums on every request are on by default in recent SDKs; several S3-compatible services refuse
    // the new headers, so they are sent only where the operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => `${settings.prefix ?? ''}${key}`;
  return {
    async put(key, bytes, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          // A key is never overwritten with other bytes (uuids, fixed variant names): cacheable for ever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      assertMediaKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        // A missing object is "nothing stored here", as a missing file is for the local directory.
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
