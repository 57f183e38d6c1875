import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { TwilioSmsSender } from './twilio';
import type { OutgoingMessage } from './types';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'secret-auth-token';
const PATH = `/2010-04-01/Accounts/${SID}/Messages.json`;

const message: OutgoingMessage = {
  to: '+9647501234567',
  channel: 'sms',
  text: 'کۆدی دوکان: 123456',
  code: '123456',
  locale: 'ku',
  purpose: 'login',
};

describe('TwilioSmsSender', () => {
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await startFakeHttpServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const sender = (from = '+15005550006', timeoutMs?: number) =>
    new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, from, apiUrl: `${fake.url}/`, timeoutMs });

  it('posts the form to the Messages resource with basic auth and returns the message sid', async () => {
    fake.on('POST', PATH, { status: 201, body: { sid: 'SM123', status: 'queued' } });
    const result = await sender().send(message);

    expect(result).toEqual({ ok: true, providerMessageId: 'SM123' });
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe(PATH);
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(req!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req!.body).toBe(
      new URLSearchParams({ To: message.to, Body: message.text, From: '+15005550006' }).toString(),
    );
    expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
      To: '+9647501234567',
      Body: 'کۆدی دوکان: 123456',
      From: '+15005550006',
    });
  });

  it('sends through a messaging service when TWILIO_FROM is an MG id', async () => {
    fake.on('POST', PATH, { status: 201, body: { sid: 'SM124' } });
    await sender('MG0123456789abcdef0123456789abcdef').send(message);
    const form = new URLSearchParams(fake.requests[0]!.body);
    expect(form.get('MessagingServiceSid')).toBe('MG0123456789abcdef0123456789abcdef');
    expect(form.has('From')).toBe(false);
  });

  it("answers ok:false with Twilio's error code on a refused message", async () => {
    fake.on('POST', PATH, {
      status: 400,
      body: { code: 21211, message: "Invalid 'To' Phone Number", status: 400 },
    });
    expect(await sender().send(message)).toEqual({
      ok: false,
      error: "twilio: HTTP 400 (21211: Invalid 'To' Phone Number)",
    });
  });

  it('answers ok:false on a server error without a JSON body', async () => {
    fake.on('POST', PATH, { status: 503, body: 'Service Unavailable' });
    expect(await sender().send(message)).toEqual({ ok: false, error: 'twilio: HTTP 503' });
  });

  it('answers ok:false when the connection drops or the API is too slow', async () => {
    fake.on('POST', PATH, { hangUp: true });
    expect(await sender().send(message)).toEqual({ ok: false, error: 'twilio: unreachable' });

    fake.on('POST', PATH, { delayMs: 500, status: 201, body: { sid: 'late' } });
    expect(await sender('+15005550006', 50).send(message)).toEqual({ ok: false, error: 'twilio: timed out' });
  });

  it('never puts the auth token in an error', async () => {
    fake.on('POST', PATH, { status: 401, body: { code: 20003, message: 'Authenticate' } });
    const result = await sender().send(message);
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain(TOKEN);
  });
});
