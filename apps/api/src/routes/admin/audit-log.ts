// GET /api/admin/audit-log ('audit:read'): who changed what, when, before and after, filtered and paged.
// Dates are `2026-11-24` (a whole day in Iraq's time, UTC+3 all year) or a full ISO 8601 time with its
// offset; anything else, or a range that ends before it starts, is a 400 with the field named.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type ZodTypeProvider } from '../../http/zod';
import { readAuditLog } from '../../services/staff/audit-read';
import type { AdminRuntime } from './index';

/** Iraq has kept UTC+3 without daylight saving since 2008: a shop's "day" starts at 21:00 UTC the day before. */
const SHOP_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const Filter = z
  .string()
  .trim()
  .max(200)
  .refine((s) => !CONTROL.test(s), 'staff_text_invalid')
  .optional()
  .transform((s) => s || undefined);

/** A day or an instant: the start of the range it names and its end (exclusive). */
const DateParam = z
  .string({ message: 'audit_date_invalid' })
  .trim()
  .transform((value, ctx) => {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) {
      const start = new Date(`${value}T00:00:00${SHOP_OFFSET}`);
      // 2026-02-30 parses to March: the day must come back as it was written.
      const roundTrip = new Date(start.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
      if (Number.isNaN(start.getTime()) || roundTrip !== value) {
        ctx.addIssue({ code: 'custom', message: 'audit_date_invalid' });
        return z.NEVER;
      }
      return { start, end: new Date(start.getTime() + DAY_MS) };
    }
    const instant = z.iso.datetime({ offset: true }).safeParse(value);
    if (!instant.success) {
      ctx.addIssue({ code: 'custom', message: 'audit_date_invalid' });
      return z.NEVER;
    }
    const at = new Date(value);
    return { start: at, end: at };
  })
  .optional();

const AuditQuery = z
  .object({
    page: z.coerce.number({ message: 'invalid_input' }).int().min(1).max(100_000).default(1),
    per_page: z.coerce.number({ message: 'invalid_input' }).int().min(1).max(100).default(50),
    entity: Filter,
    entity_id: Filter,
    actor: Filter,
    action: Filter,
    from: DateParam,
    to: DateParam,
    lang: z.string().max(16).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to.end.getTime() <= q.from.start.getTime()) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'audit_date_range_invalid' });
    }
  });

export const adminAuditLogPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit-log',
    { config: { permission: 'audit:read' }, schema: { querystring: AuditQuery } },
    async (request, reply) => {
      const q = request.query;
      reply.header('Cache-Control', 'no-store');
      return readAuditLog(runtime.ctx.db, {
        page: q.page,
        perPage: q.per_page,
        entity: q.entity,
        entityId: q.entity_id,
        actor: q.actor,
        action: q.action,
        from: q.from?.start,
        // A day given as `to` includes that whole day; an instant is the end itself, not included.
        to: q.to?.end,
      });
    },
  );
};
