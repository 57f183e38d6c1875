// A signed-in customer's one-time personal welcome voucher. Asking again returns the same voucher: the
// partial unique index vouchers_welcome_once makes "at most one" hold even for parallel requests.
import { randomBytes } from 'node:crypto';
import type { WelcomeVoucher } from '@dukan/core/contract/auth';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vouchers } from '../../db/schema';

export const WELCOME_PERCENT_OFF = 10;
export const WELCOME_VALID_DAYS = 30;

// No 0/O or 1/I: the code is read off a screen and typed at checkout.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function voucherCode(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return `WELCOME-${code}`;
}

export async function receiveWelcomeVoucher(db: Database, accountId: string, now: Date): Promise<WelcomeVoucher> {
  await db
    .insert(vouchers)
    .values({
      code: voucherCode(),
      account_id: accountId,
      kind: 'welcome',
      percent_off: WELCOME_PERCENT_OFF,
      usage_limit: 1,
      starts_at: now,
      expires_at: new Date(now.getTime() + WELCOME_VALID_DAYS * 86_400_000),
      created_at: now,
    })
    .onConflictDoNothing();
  const [voucher] = await db
    .select({ code: vouchers.code, percent_off: vouchers.percent_off, expires_at: vouchers.expires_at })
    .from(vouchers)
    .where(and(eq(vouchers.account_id, accountId), eq(vouchers.kind, 'welcome')))
    .limit(1);
  return {
    code: voucher!.code,
    percent_off: voucher!.percent_off ?? WELCOME_PERCENT_OFF,
    expires_at: (voucher!.expires_at ?? now).toISOString(),
  };
}
