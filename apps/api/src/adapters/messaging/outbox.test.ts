import { OutboxList } from '@dukan/core/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { openTestDatabase, testBackends } from '../../test/databases';
import { listOutbox, OutboxSender } from './outbox';
import type { OutgoingMessage } from './types';

const message = (overrides: Partial<OutgoingMessage>): OutgoingMessage => ({
  to: '+9647501234567',
  channel: 'sms',
  text: 'Your Dukan code is 111111',
  code: '111111',
  locale: 'en',
  purpose: 'register',
  ...overrides,
});

describe.each(testBackends)('outbox on %s', (backend) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('records each message and lists one recipient newest first in the contract shape', async () => {
    const sender = new OutboxSender(handle.db);
    const first = await sender.send(message({ code: '111111' }));
    expect(first.ok).toBe(true);
    await sender.send(message({ to: 'someone@example.com', channel: 'email', code: '999999', text: 'other' }));
    await sender.send(message({ code: '222222', channel: 'whatsapp', text: 'کۆدەکەت: 222222', locale: 'ku' }));
    await sender.send(message({ code: null, text: 'no code', purpose: 'reset_password' }));

    const listed = await listOutbox(handle.db, '+9647501234567');
    expect(OutboxList.parse(listed)).toEqual(listed);
    expect(listed.map((m) => [m.channel, m.code, m.text])).toEqual([
      ['sms', null, 'no code'],
      ['whatsapp', '222222', 'کۆدەکەت: 222222'],
      ['sms', '111111', 'Your Dukan code is 111111'],
    ]);
    expect(listed.every((m) => m.to === '+9647501234567')).toBe(true);
    expect(new Date(listed[0]!.createdAt).toISOString()).toBe(listed[0]!.createdAt);
    expect(Date.now() - Date.parse(listed[0]!.createdAt)).toBeLessThan(60_000);

    const stored = await handle.db.select().from(outboxMessages);
    const reset = stored.find((r) => r.purpose === 'reset_password')!;
    expect(reset).toMatchObject({ recipient: '+9647501234567', channel: 'sms', locale: 'en', body: 'no code' });
  });

  it('limits the list and answers an empty list for an unknown recipient', async () => {
    expect(await listOutbox(handle.db, '+9647501234567', 2)).toHaveLength(2);
    expect(await listOutbox(handle.db, 'nobody@example.com')).toEqual([]);
  });
});
