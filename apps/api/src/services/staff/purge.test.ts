import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import {
  staffMembers,
  staffPasswordLinks,
  staffRefreshTokens,
  staffSessions,
  staffVerifications,
} from '../../db/schema';
import { openTestDatabase, testBackends } from '../../test/databases';
import { purgeExpiredAuthRecords } from '../auth/purge';

describe.each(testBackends)('staff records purged with the customers ones on %s', (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('removes expired codes, links, tokens and dead sessions, and keeps what is still usable', async () => {
    const { db } = handle;
    const now = new Date('2026-11-23T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const [staff] = await db
      .insert(staffMembers)
      .values({ email: 'purge@dukan.test', role: 'support' })
      .returning({ id: staffMembers.id });
    const staffId = staff!.id;

    await db.insert(staffVerifications).values([
      { staff_id: staffId, code_hash: 'old', expires_at: ago(2) },
      { staff_id: staffId, code_hash: 'recent', expires_at: ago(0.5) },
    ]);
    await db.insert(staffPasswordLinks).values([
      { staff_id: staffId, token_hash: 'expired-link', expires_at: ago(0.1) },
      { staff_id: staffId, token_hash: 'live-link', expires_at: ago(-2) },
    ]);
    const sessions = await db
      .insert(staffSessions)
      .values([
        { staff_id: staffId, created_at: ago(30) }, // live: has a live token
        { staff_id: staffId, created_at: ago(30), revoked_at: ago(8) }, // revoked long ago
        { staff_id: staffId, created_at: ago(30), revoked_at: ago(1) }, // revoked lately: replays still detected
        { staff_id: staffId, created_at: ago(30) }, // every token expired: dead
        { staff_id: staffId, created_at: ago(0.01) }, // being signed in right now, no token yet
      ])
      .returning({ id: staffSessions.id });
    const [live, revokedOld, revokedNew, dead, fresh] = sessions.map((s) => s.id);
    await db.insert(staffRefreshTokens).values([
      { session_id: live!, token_hash: 'live', expires_at: ago(-20) },
      { session_id: live!, token_hash: 'old-spent', expires_at: ago(-20), used_at: ago(8) },
      { session_id: live!, token_hash: 'recent-spent', expires_at: ago(-20), used_at: ago(1) },
      { session_id: revokedNew!, token_hash: 'revoked-recent', expires_at: ago(-20), used_at: ago(1) },
      { session_id: dead!, token_hash: 'expired', expires_at: ago(1) },
    ]);

    await purgeExpiredAuthRecords(db, now);

    expect((await db.select().from(staffVerifications)).map((v) => v.code_hash)).toEqual(['recent']);
    expect((await db.select().from(staffPasswordLinks)).map((l) => l.token_hash)).toEqual(['live-link']);
    expect((await db.select().from(staffRefreshTokens)).map((t) => t.token_hash).sort()).toEqual([
      'live',
      'recent-spent',
      'revoked-recent',
    ]);
    expect((await db.select().from(staffSessions)).map((s) => s.id).sort()).toEqual(
      [live!, revokedNew!, fresh!].sort(),
    );
    expect(revokedOld).toBeDefined();
    // The member stays: only sign-in records go.
    expect(await db.select().from(staffMembers)).toHaveLength(1);
  });
});
