// The demo shop's owner, so a developer can open the back office at once: owner@dukan.test with the
// password Dukan-0wner!. Never in production, where the first owner is made with `npm run staff -- add`.
// Runs at every seed (and so at every start with SEED_DEMO), so a shop seeded before staff accounts
// existed gets its owner too; an owner already there is left as it is, whatever was changed on it.
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { recordAudit } from '../../services/audit/audit-log';
import { hashPassword } from '../../services/auth/passwords';
import { findStaffByEmail, staffView } from '../../services/staff/members';
import type { Database } from '../client';
import { staffMembers } from '../schema';

export const DEMO_OWNER = { email: 'owner@dukan.test', password: 'Dukan-0wner!', name: 'Demo owner' } as const;

const SEED_ACTOR: StaffActor = { kind: 'system', id: null, label: 'demo seed', role: 'owner' };

/** Adds the demo owner unless it exists or this is production; true when it was added. */
export async function seedDemoOwner(db: Database, env: { NODE_ENV?: string } = process.env): Promise<boolean> {
  if (env.NODE_ENV === 'production') return false;
  if (await findStaffByEmail(db, DEMO_OWNER.email)) return false;
  // Hashed only when needed: argon2 takes tens of milliseconds, not worth paying at every start.
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  return db.transaction(async (tx) => {
    // Another process starting at the same moment may have added it meanwhile: that one stands.
    const [row] = await tx
      .insert(staffMembers)
      .values({ email: DEMO_OWNER.email, name: DEMO_OWNER.name, role: 'owner', password_hash: passwordHash })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    if (!row) return false;
    await recordAudit(tx, SEED_ACTOR, { action: 'created', entity: 'staff', entityId: row.id, after: staffView(row) });
    return true;
  });
}
