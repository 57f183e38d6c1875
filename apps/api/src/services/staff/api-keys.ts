// API keys for scripts and integrations, made and revoked by an owner in the back office. A key acts with
// the role it was given, so a stock-sync script can hold 'manager' rather than the owner's everything.
// The key is shown once, at creation; the database keeps its SHA-256 digest (256 random bits need no slow
// hash) and its first characters, so owners can tell keys apart. Revoking takes effect at the next request.
import type { StaffRole } from '@dukan/core/contract/staff';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffApiKeys } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import { generateToken, hashToken } from '../auth/secrets';
import { refuse, succeed, type ServiceResult } from '../result';

/** Every key starts so: a reader (or a secret scanner) knows what it is, and the guard knows where to look. */
export const API_KEY_PREFIX = 'dk_';
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

export interface ApiKeyView {
  id: string;
  name: string;
  role: StaffRole;
  prefix: string;
  created_by: string;
  created_at: string;
  revoked_at: string | null;
}

type ApiKeyRow = typeof staffApiKeys.$inferSelect;

const view = (row: ApiKeyRow): ApiKeyView => ({
  id: row.id,
  name: row.name,
  role: row.role,
  prefix: row.key_prefix,
  created_by: row.created_by,
  created_at: row.created_at.toISOString(),
  revoked_at: row.revoked_at?.toISOString() ?? null,
});

export async function listApiKeys(db: Database): Promise<ApiKeyView[]> {
  const rows = await db.select().from(staffApiKeys).orderBy(desc(staffApiKeys.created_at), desc(staffApiKeys.id));
  return rows.map(view);
}

export async function createApiKey(
  db: Database,
  actor: StaffActor,
  input: { name: string; role: StaffRole; now: Date; requestId?: string },
): Promise<{ key: string; apiKey: ApiKeyView }> {
  const key = `${API_KEY_PREFIX}${generateToken()}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffApiKeys)
      .values({
        name: input.name,
        role: input.role,
        key_hash: hashToken(key),
        key_prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        created_by: actor.label,
        created_at: input.now,
      })
      .returning();
    const apiKey = view(row!);
    await recordAudit(
      tx,
      actor,
      { action: 'created', entity: 'api_key', entityId: apiKey.id, after: apiKey },
      input.requestId,
    );
    return { key, apiKey };
  });
}

export async function revokeApiKey(
  db: Database,
  actor: StaffActor,
  input: { id: string; now: Date; requestId?: string },
): Promise<ServiceResult<ApiKeyView>> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staffApiKeys).where(eq(staffApiKeys.id, input.id)).for('update');
    if (!before) return refuse(404, 'api_key_not_found');
    // Revoking twice changes nothing and writes no second audit entry.
    if (before.revoked_at) return succeed(view(before));
    const [after] = await tx
      .update(staffApiKeys)
      .set({ revoked_at: input.now })
      .where(eq(staffApiKeys.id, input.id))
      .returning();
    await recordAudit(
      tx,
      actor,
      { action: 'revoked', entity: 'api_key', entityId: input.id, before: view(before), after: view(after!) },
      input.requestId,
    );
    return succeed(view(after!));
  });
}

/** The actor of a `dk_…` key that exists and is not revoked, or null. */
export async function authenticateApiKey(db: Database, key: string): Promise<StaffActor | null> {
  const [row] = await db
    .select({ id: staffApiKeys.id, name: staffApiKeys.name, role: staffApiKeys.role })
    .from(staffApiKeys)
    .where(and(eq(staffApiKeys.key_hash, hashToken(key)), isNull(staffApiKeys.revoked_at)))
    .limit(1);
  return row ? { kind: 'api_key', id: row.id, label: row.name, role: row.role } : null;
}
