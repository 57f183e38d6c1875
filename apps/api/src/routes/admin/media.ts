// POST /api/admin/media: upload a picture (multipart, field `file`: JPEG, PNG or WebP up to 10 MB) →
// {data: {id, url}}. The rules (content check, storing once, variants) are in services/media/pictures.ts.
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@dukan/core/contract/admin-catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { localeOfRequest, translateApiMessage } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { staffOf } from '../../http/staff-guard';
import type { ZodTypeProvider } from '../../http/zod';
import { uploadPicture } from '../../services/media/pictures';
import { mediaStorageFor } from '../../services/media/storage';
import type { AdminRuntime } from './index';

const UploadQuery = z.object({ lang: z.string().max(16).optional() });

export const adminMediaPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
  });
  const storage = mediaStorageFor(app.deps.config);

  app.post(
    '/media',
    { config: { permission: 'media:upload' }, schema: { querystring: UploadQuery } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'media_file_required');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        const message = translateApiMessage('media_file_required', localeOfRequest(request));
        throw new HttpError(400, 'media_file_required', { file: [message] });
      }
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'media_too_large');
        throw error;
      }
      if (bytes.length === 0) throw new HttpError(400, 'media_file_required');
      const picture = unwrap(
        request,
        await uploadPicture(
          runtime.ctx.db,
          storage,
          staffOf(request),
          { bytes, fileName: file.filename || null },
          request.id,
        ),
      );
      return reply.code(picture.created ? 201 : 200).send({ data: { id: picture.id, url: picture.url } });
    },
  );
};
