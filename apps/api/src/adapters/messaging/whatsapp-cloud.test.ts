import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import type { OutgoingMessage } from './types';
import { WhatsAppCloudSender } from './whatsapp-cloud';

const PHONE_NUMBER_ID = '106540352242922';
const TOKEN = 'EAAG-whatsapp-token';
const PATH = `/v21.0/${PHONE_NUMBER_ID}/messages`;

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  to: '+9647501234567',
  channel: 'whatsapp',
  text: 'Your Dukan code is 654321',
  code: '654321',
  locale: 'en',
  purpose: 'register',
  ...overrides,
});

const templateBody = (language: string, code: string) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '9647501234567',
  type: 'template',
  template: {
    name: 'dukan_otp',
    language: { code: language },
    components: [
      { type: 'body', parameters: [{ type: 'text', text: code }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
    ],
  },
});

describe('WhatsAppCloudSender', () => {
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await startFakeHttpServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const sender = () =>
    new WhatsAppCloudSender({
      accessToken: TOKEN,
      phoneNumberId: PHONE_NUMBER_ID,
      template: 'dukan_otp',
      apiUrl: `${fake.url}/v21.0`,
    });

  it('sends the authentication template with the code in the body and the copy-code button', async () => {
    fake.on('POST', PATH, {
      body: { messaging_product: 'whatsapp', contacts: [{ wa_id: '9647501234567' }], messages: [{ id: 'wamid.1' }] },
    });
    expect(await sender().send(message())).toEqual({ ok: true, providerMessageId: 'wamid.1' });

    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe(PATH);
    expect(req!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req!.body)).toEqual(templateBody('en', '654321'));
  });

  it('picks the template language from the locale, Arabic for Kurdish', async () => {
    fake.on('POST', PATH, { body: { messages: [{ id: 'wamid.2' }] } });
    await sender().send(message({ locale: 'ar' }));
    await sender().send(message({ locale: 'ku' }));
    expect(fake.requests.map((r) => JSON.parse(r.body).template.language.code)).toEqual(['ar', 'ar']);
  });

  it('refuses a message without a code, or one too long for the template, without calling the API', async () => {
    expect((await sender().send(message({ code: null }))).ok).toBe(false);
    expect((await sender().send(message({ code: 'a-reset-token-of-many-chars' }))).ok).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('answers ok:false with the Graph error on a refused message', async () => {
    fake.on('POST', PATH, {
      status: 400,
      body: { error: { message: '(#132001) Template name does not exist in the translation', code: 132001 } },
    });
    expect(await sender().send(message())).toEqual({
      ok: false,
      error: 'whatsapp: HTTP 400 (132001: (#132001) Template name does not exist in the translation)',
    });
  });

  it('answers ok:false on a 500 and on a dropped connection', async () => {
    fake.on('POST', PATH, { status: 500, body: 'oops' });
    expect(await sender().send(message())).toEqual({ ok: false, error: 'whatsapp: HTTP 500' });
    fake.on('POST', PATH, { hangUp: true });
    expect(await sender().send(message())).toEqual({ ok: false, error: 'whatsapp: unreachable' });
  });
});
