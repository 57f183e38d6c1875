import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { accounts, outboxMessages, refreshTokens, verifications } from '../../db/schema';
import { openTestDatabase, testBackends } from '../../test/databases';
import { purgeExpiredAuthRecords } from './purge';

describe.each(testBackends)('purgeExpiredAuthRecords on %s', (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('removes what expired long enough ago and keeps the rest', async () => {
    const { db } = handle;
    const now = new Date('2026-11-23T12:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const [account] = await db.insert(accounts).values({}).returning({ id: accounts.id });
    const verification = (expires: Date) => ({
      purpose: 'login' as const,
      kind: 'phone' as const,
      destination: '+9647701234567',
      channel: 'sms' as const,
      code_hash: 'x',
      expires_at: expires,
    });
    await db.insert(verifications).values([verification(ago(2)), verification(ago(0.5))]);
    const family = '00000000-0000-4000-8000-000000000001';
    await db.insert(refreshTokens).values([
      { account_id: account!.id, family_id: family, token_hash: 'old-spent', expires_at: ago(-20), used_at: ago(8) },
      { account_id: account!.id, family_id: family, token_hash: 'recent-spent', expires_at: ago(-20), used_at: ago(1) },
      { account_id: account!.id, family_id: family, token_hash: 'expired', expires_at: ago(1) },
      { account_id: account!.id, family_id: family, token_hash: 'live', expires_at: ago(-20) },
    ]);
    await db.insert(outboxMessages).values([
      { recipient: 'a', channel: 'sms', purpose: 'login', locale: 'ku', body: 'old', created_at: ago(8) },
      { recipient: 'a', channel: 'sms', purpose: 'login', locale: 'ku', body: 'new', created_at: ago(1) },
    ]);

    await purgeExpiredAuthRecords(db, now);

    expect((await db.select().from(verifications)).map((v) => v.expires_at)).toEqual([ago(0.5)]);
    expect((await db.select().from(refreshTokens)).map((t) => t.token_hash).sort()).toEqual(['live', 'recent-spent']);
    expect((await db.select().from(outboxMessages)).map((m) => m.body)).toEqual(['new']);
  });
});
