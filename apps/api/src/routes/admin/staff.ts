// Staff accounts under /api/admin/staff, for owners ('staff:manage'): list, add (with a one-time link to
// choose a password), change role, name or disabled, sign a member out everywhere, send a new link.
// HTTP only; the rules (last active owner, audit in the same transaction) live in services/staff.
import { StaffRoleSchema } from '@dukan/core/contract/staff';
import { isLocale } from '@dukan/core/locales';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../../http/zod';
import { listStaff, signStaffOutEverywhere, updateStaffMember } from '../../services/staff/members';
import { createStaffMember, resendSetPasswordLink } from '../../services/staff/password-links';
import { StaffEmail } from './auth';
import type { AdminRuntime } from './index';

// Any control character (NUL included) is a paste gone wrong or an attack, never a name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const StaffName = z
  .string({ message: 'staff_text_invalid' })
  .trim()
  .max(100, 'staff_name_too_long')
  .refine((s) => !CONTROL.test(s), 'staff_text_invalid');

const CreateBody = z.object({ email: StaffEmail, role: StaffRoleSchema, name: StaffName.optional() });
const UpdateBody = z
  .object({ role: StaffRoleSchema.optional(), name: StaffName.optional(), disabled: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.name !== undefined || b.disabled !== undefined, {
    message: 'invalid_input',
  });

export const adminStaffPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { ctx } = runtime;
  const manage = { permission: 'staff:manage' } as const;

  const memberId = (id: string | null) => {
    if (!id) throw new HttpError(404, 'staff_not_found');
    return id;
  };

  app.get('/staff', { config: manage, schema: { querystring: LangQuery } }, async () => ({
    data: await listStaff(ctx.db),
  }));

  app.post(
    '/staff',
    { config: manage, schema: { body: CreateBody, querystring: LangQuery } },
    async (request, reply) => {
      const lang = request.query.lang;
      const created = unwrap(
        request,
        await createStaffMember(ctx, staffOf(request), {
          ...request.body,
          // The member's emails go out in the language the owner works in, until they choose their own.
          locale: lang && isLocale(lang) ? lang : undefined,
          requestId: request.id,
        }),
      );
      reply.code(201).header('Cache-Control', 'no-store');
      return { data: created, message: messageFor(request, 'staff_created') };
    },
  );

  app.patch(
    '/staff/:id',
    { config: manage, schema: { params: UuidParams, body: UpdateBody, querystring: LangQuery } },
    async (request) => {
      const updated = unwrap(
        request,
        await updateStaffMember(ctx.db, staffOf(request), {
          id: memberId(request.params.id),
          changes: request.body,
          now: ctx.now(),
          requestId: request.id,
        }),
      );
      return { data: updated, message: messageFor(request, 'staff_saved') };
    },
  );

  app.post(
    '/staff/:id/sign-out-everywhere',
    { config: manage, schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      const ended = unwrap(
        request,
        await signStaffOutEverywhere(ctx.db, staffOf(request), {
          id: memberId(request.params.id),
          now: ctx.now(),
          requestId: request.id,
        }),
      );
      return { data: ended, message: messageFor(request, 'staff_signed_out_everywhere') };
    },
  );

  app.post(
    '/staff/:id/set-password-link',
    { config: manage, schema: { params: UuidParams, querystring: LangQuery } },
    async (request, reply) => {
      const link = unwrap(
        request,
        await resendSetPasswordLink(ctx, staffOf(request), {
          staffId: memberId(request.params.id),
          requestId: request.id,
        }),
      );
      reply.header('Cache-Control', 'no-store');
      return { data: link };
    },
  );
};
