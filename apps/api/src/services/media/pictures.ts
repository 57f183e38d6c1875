// The life of an uploaded picture: checked by its content (sharp reads the bytes; the file name and the declared
// type are never trusted), stored once (the same bytes uploaded again return the first upload), then served
// resized to a few fixed widths as WebP or AVIF, each variant made on first request and kept in the storage so
// every machine serves it from there afterwards.
import { createHash, randomUUID } from 'node:crypto';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_PICTURE_WIDTH, pictureUrl, type PictureOutput } from '@dukan/core/media/picture-url';
import sharp from 'sharp';
import type { Database, Transaction } from '../../db/client';
import { media, MEDIA_FORMATS, type MediaFormat } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import { refuse, succeed, type ServiceResult } from '../result';
import type { MediaStorage } from './storage';

/** Above this many pixels a picture is refused before it is decoded: a small file can unpack to gigabytes. */
export const MAX_PICTURE_PIXELS = 40_000_000;

const originalKey = (id: string) => `originals/${id}`;
const variantKey = (id: string, width: number, output: PictureOutput) => `variants/${id}/w${width}.${output}`;

export interface UploadedPicture {
  id: string;
  url: string;
  width: number;
  height: number;
  format: MediaFormat;
  /** False when the same bytes had been uploaded before and that upload is returned. */
  created: boolean;
}

function isAcceptedFormat(format: string | undefined): format is MediaFormat {
  return (MEDIA_FORMATS as readonly string[]).includes(format ?? '');
}

/** Checks, stores and records an upload. The caller has already refused bodies over the size limit. */
export async function uploadPicture(
  db: Database,
  storage: MediaStorage,
  actor: StaffActor,
  upload: { bytes: Buffer; fileName: string | null },
  requestId?: string,
): Promise<ServiceResult<UploadedPicture>> {
  // The header alone is read here (no pixels are decoded), so the size check below can answer a bomb plainly.
  const metadata = await sharp(upload.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata) return refuse(415, 'media_not_an_image');
  // sharp also reads GIF, TIFF, SVG, HEIF…: only the three formats every browser shows are taken.
  if (!isAcceptedFormat(metadata.format) || !metadata.width || !metadata.height) {
    return refuse(415, 'media_not_an_image');
  }
  if (metadata.width * metadata.height > MAX_PICTURE_PIXELS) return refuse(422, 'media_too_many_pixels');

  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const [existing] = await db.select().from(media).where(eq(media.sha256, sha256)).limit(1);
  if (existing) {
    return succeed({
      id: existing.id,
      url: pictureUrl(existing.id),
      width: existing.width,
      height: existing.height,
      format: existing.format,
      created: false,
    });
  }

  const id = randomUUID();
  // Decoding the whole picture once proves it is not truncated or corrupt, and makes the variant the
  // product list will ask for first.
  try {
    await makeVariant(storage, id, upload.bytes, DEFAULT_PICTURE_WIDTH, 'webp');
  } catch {
    return refuse(415, 'media_not_an_image');
  }
  await storage.put(originalKey(id), upload.bytes, `image/${metadata.format}`);
  const row = {
    id,
    sha256,
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    bytes: upload.bytes.length,
    original_name: upload.fileName?.slice(0, 200) ?? null,
    created_by: actor.label,
  };
  const inserted = await db.transaction(async (tx) => {
    // Two uploads of the same bytes at once: the second finds the first's row and returns it.
    const [created] = await tx.insert(media).values(row).onConflictDoNothing({ target: media.sha256 }).returning();
    if (!created) return null;
    await recordAudit(tx, actor, { action: 'uploaded', entity: 'media', entityId: id, after: row }, requestId);
    return created;
  });
  const stored = inserted ?? (await db.select().from(media).where(eq(media.sha256, sha256)).limit(1))[0]!;
  return succeed({
    id: stored.id,
    url: pictureUrl(stored.id),
    width: stored.width,
    height: stored.height,
    format: stored.format,
    created: inserted !== null,
  });
}

async function makeVariant(
  storage: MediaStorage,
  id: string,
  original: Buffer,
  width: number,
  output: PictureOutput,
): Promise<Buffer> {
  const pipeline = sharp(original, { limitInputPixels: MAX_PICTURE_PIXELS })
    // Phone pictures carry their orientation in EXIF; apply it, since the variant drops all metadata
    // (including the GPS position a phone may have written).
    .rotate()
    .resize({ width, withoutEnlargement: true });
  const bytes =
    output === 'webp'
      ? await pipeline.webp({ quality: 80 }).toBuffer()
      : await pipeline.avif({ quality: 55, effort: 2 }).toBuffer();
  await storage.put(variantKey(id, width, output), bytes, `image/${output}`);
  return bytes;
}

// Several requests for a variant not made yet share one resize instead of each running sharp.
const inFlight = new Map<string, Promise<Buffer | null>>();

/** The bytes of a variant, made now if it does not exist yet; null when there is no such upload. */
export async function pictureVariant(
  storage: MediaStorage,
  id: string,
  width: number,
  output: PictureOutput,
): Promise<Buffer | null> {
  const key = variantKey(id, width, output);
  const stored = await storage.get(key);
  if (stored) return stored;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = (async () => {
      const original = await storage.get(originalKey(id));
      return original ? makeVariant(storage, id, original, width, output) : null;
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** Which of these upload ids exist. */
export async function existingMediaIds(db: Database | Transaction, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
  return new Set(rows.map((r) => r.id));
}
