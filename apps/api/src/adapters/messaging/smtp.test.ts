import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_SUBJECTS, SmtpEmailSender } from './smtp';
import type { OutgoingMessage } from './types';

interface ReceivedMail {
  user: string | undefined;
  from: string;
  to: string[];
  raw: string;
}

/** Headers unfolded, keys lower-case; the body after the blank line. */
function parseMail(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head!.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: rest.join('\r\n\r\n') };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= / =?UTF-8?Q?…?=) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  to: 'shopper@example.com',
  channel: 'email',
  text: 'کۆدی دوکان: 246810\nئەم کۆدە بۆ ٥ خولەک کار دەکات.',
  code: '246810',
  locale: 'ku',
  purpose: 'register',
  ...overrides,
});

describe('SmtpEmailSender', () => {
  let server: SMTPServer;
  let port: number;
  let received: ReceivedMail[] = [];
  let rejectRecipient: string | null = null;

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'p@ss word') return callback(null, { user: 'mailer' });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo(address: SMTPServerAddress, _session, callback) {
        if (address.address === rejectRecipient) return callback(new Error('550 No such user'));
        return callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            user: session.user as string | undefined,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received = [];
    rejectRecipient = null;
  });

  const sender = (auth = 'mailer:p%40ss%20word@') =>
    new SmtpEmailSender({ url: `smtp://${auth}127.0.0.1:${port}`, from: 'Dukan <no-reply@dukan.iq>', timeoutMs: 2000 });

  it('delivers the text from SMTP_FROM, signed in with the URL credentials, subject in the message language', async () => {
    const result = await sender().send(message());
    expect(result.ok).toBe(true);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('no-reply@dukan.iq');
    expect(mail.to).toEqual(['shopper@example.com']);

    const { headers, body } = parseMail(mail.raw);
    expect(headers.get('from')).toBe('Dukan <no-reply@dukan.iq>');
    expect(headers.get('to')).toBe('shopper@example.com');
    expect(decodeWords(headers.get('subject')!)).toBe('کۆدی خۆتۆمارکردن لە دوکان');
    expect(headers.get('content-language')).toBe('ckb');
    expect(headers.get('auto-submitted')).toBe('auto-generated');
    expect(headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(decodeBody(headers, body).replace(/\r\n/g, '\n').trimEnd()).toBe(message().text);
    if (result.ok) expect(headers.get('message-id')).toBe(result.providerMessageId);
  });

  it.each([
    ['login', 'en', 'Your Dukan sign-in code'],
    ['reset_password', 'ar', 'إعادة تعيين كلمة المرور في دكان'],
    ['update_identifier', 'ku', EMAIL_SUBJECTS.update_identifier.ku],
  ] as const)('titles a %s message in %s', async (purpose, locale, subject) => {
    await sender().send(message({ purpose, locale, text: 'Code 111111' }));
    const { headers } = parseMail(received[0]!.raw);
    expect(decodeWords(headers.get('subject')!)).toBe(subject);
  });

  it('has a subject for every purpose in every language', () => {
    for (const byLocale of Object.values(EMAIL_SUBJECTS)) {
      expect(Object.keys(byLocale).sort()).toEqual(['ar', 'en', 'ku']);
      for (const subject of Object.values(byLocale)) expect(subject.length).toBeGreaterThan(5);
    }
  });

  it('answers ok:false when the recipient is refused, the login fails or the server is unreachable', async () => {
    rejectRecipient = 'shopper@example.com';
    expect((await sender().send(message())).ok).toBe(false);

    const badLogin = await sender('mailer:wrong@').send(message({ to: 'other@example.com' }));
    expect(badLogin.ok).toBe(false);
    if (!badLogin.ok) expect(badLogin.error).not.toContain('wrong');

    const closed = new SmtpEmailSender({ url: 'smtp://127.0.0.1:1', from: 'a@b.c', timeoutMs: 500 });
    expect((await closed.send(message())).ok).toBe(false);
    expect(received).toHaveLength(0);
  });
});
