// What the back-office journeys share: its texts in each language (so tests find controls by the names a
// screen reader reads), signing in with the code from the development outbox, and a PNG made on the spot.
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import authAr from '../apps/admin/src/features/auth/messages/ar.json' with { type: 'json' };
import authEn from '../apps/admin/src/features/auth/messages/en.json' with { type: 'json' };
import authKu from '../apps/admin/src/features/auth/messages/ku.json' with { type: 'json' };
import catalogueAr from '../apps/admin/src/features/catalogue/messages/ar.json' with { type: 'json' };
import catalogueEn from '../apps/admin/src/features/catalogue/messages/en.json' with { type: 'json' };
import catalogueKu from '../apps/admin/src/features/catalogue/messages/ku.json' with { type: 'json' };
import dashboardAr from '../apps/admin/src/features/dashboard/messages/ar.json' with { type: 'json' };
import dashboardEn from '../apps/admin/src/features/dashboard/messages/en.json' with { type: 'json' };
import dashboardKu from '../apps/admin/src/features/dashboard/messages/ku.json' with { type: 'json' };
import staffAr from '../apps/admin/src/features/staff/messages/ar.json' with { type: 'json' };
import staffEn from '../apps/admin/src/features/staff/messages/en.json' with { type: 'json' };
import staffKu from '../apps/admin/src/features/staff/messages/ku.json' with { type: 'json' };
import commonAr from '../apps/admin/src/i18n/messages/ar.json' with { type: 'json' };
import commonEn from '../apps/admin/src/i18n/messages/en.json' with { type: 'json' };
import commonKu from '../apps/admin/src/i18n/messages/ku.json' with { type: 'json' };

export type AdminLanguage = 'ku' | 'ar' | 'en';
const TEXTS = {
  common: { ku: commonKu, ar: commonAr, en: commonEn },
  auth: { ku: authKu, ar: authAr, en: authEn },
  catalogue: { ku: catalogueKu, ar: catalogueAr, en: catalogueEn },
  dashboard: { ku: dashboardKu, ar: dashboardAr, en: dashboardEn },
  staff: { ku: staffKu, ar: staffAr, en: staffEn },
} as const;
type Namespace = keyof typeof TEXTS;

/** A back-office text as shown (simple placeholders filled, no plurals). */
export function adminText(lang: AdminLanguage, namespace: Namespace, key: string, values: Record<string, string> = {}) {
  const message = (TEXTS[namespace][lang] as Record<string, string>)[key];
  if (message === undefined) throw new Error(`No back-office text ${namespace}.${key} in ${lang}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

export const OWNER = { email: 'owner@dukan.test', password: 'Dukan-0wner!' };

/** Opens the back office in `lang`, as if chosen earlier in this browser; a later choice in the page stays. */
export async function openBackOffice(page: Page, lang: AdminLanguage, path = '/admin/') {
  await page.addInitScript((l) => {
    if (!window.localStorage.getItem('dukan-admin-locale')) window.localStorage.setItem('dukan-admin-locale', l);
  }, lang);
  await page.goto(path);
}

/** The first code the outbox received for `to` after `since`. */
export async function codeSentAfter(page: Page, to: string, since: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/auth/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as { code: string | null; createdAt: string }[];
      code = messages.find((m) => m.code && Date.parse(m.createdAt) >= since - 1000)?.code ?? null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Signs in through the sign-in page (already open) with the emailed code; ends on the dashboard or `next`. */
export async function signIn(page: Page, lang: AdminLanguage, account: { email: string; password: string }) {
  const t = (key: string) => adminText(lang, 'auth', key);
  await page.getByLabel(t('email')).fill(account.email);
  await page.getByLabel(t('password')).fill(account.password);
  const since = Date.now();
  await page.getByRole('button', { name: t('continue') }).click();
  const code = await codeSentAfter(page, account.email, since);
  await page.getByLabel(t('code')).fill(code);
  await page.getByRole('button', { name: t('sign_in'), exact: true }).click();
  await expect(page.getByRole('button', { name: adminText(lang, 'common', 'sign_out'), exact: true })).toBeVisible();
}

// ---- a PNG without an image library: one colour, w×h pixels ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
