// The demo owner: added outside production, once, also to a shop seeded before staff accounts existed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../services/auth/passwords';
import { openTestDatabase, testBackends } from '../../test/databases';
import type { DbHandle } from '../client';
import { auditLog, staffMembers } from '../schema';
import { seedDemoShopIfEmpty } from './demo';
import { recordingSearchEngine } from './recording-search-engine';
import { DEMO_OWNER, seedDemoOwner } from './staff';

describe.each(testBackends)('demo owner on %s', (backend) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  }, 180_000);
  afterAll(async () => {
    await handle?.close();
  });

  const owners = () => handle.db.select().from(staffMembers).where(eq(staffMembers.email, DEMO_OWNER.email));

  it('is never added in production', async () => {
    expect(await seedDemoOwner(handle.db, { NODE_ENV: 'production' })).toBe(false);
    expect(await owners()).toHaveLength(0);
  });

  it('is added once, as an active owner with the documented password, and audited', async () => {
    expect(await seedDemoOwner(handle.db, { NODE_ENV: 'development' })).toBe(true);
    expect(await seedDemoOwner(handle.db, { NODE_ENV: 'development' })).toBe(false);
    const [owner] = await owners();
    expect(owner).toMatchObject({ role: 'owner', status: 'active' });
    expect(await verifyPassword(owner!.password_hash, 'Dukan-0wner!')).toBe(true);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.entity_id, owner!.id));
    expect(entry).toMatchObject({ action: 'created', actor_kind: 'system', actor_label: 'demo seed' });
  });

  it('comes with the demo shop, and to a shop seeded before it existed', async () => {
    await handle.db.delete(staffMembers).where(eq(staffMembers.email, DEMO_OWNER.email));
    expect(await seedDemoShopIfEmpty(handle, recordingSearchEngine())).toBe(true);
    expect(await owners()).toHaveLength(1);
    await handle.db.delete(staffMembers).where(eq(staffMembers.email, DEMO_OWNER.email));
    // Already seeded: the catalogue is left alone, the missing owner is added.
    expect(await seedDemoShopIfEmpty(handle, recordingSearchEngine())).toBe(false);
    expect(await owners()).toHaveLength(1);
  }, 120_000);
});
