// A voucher's form values (numbers typed as text, dates as Baghdad wall-clock time) and the body the API
// takes. The contract's schema reads the numbers, Arabic-Indic digits included, and checks the rules
// between fields exactly as the API and checkout do (voucherRuleErrors).
import type { AdminVoucher } from '@dukan/core/contract/admin-operations';
import { baghdadInstant, baghdadLocal } from '../content/article-form';

export interface VoucherForm {
  code: string;
  /** Which kind of discount: a share of the subtotal or a fixed amount. */
  discount: 'percent' | 'amount';
  percent_off: string;
  amount_off: string;
  max_discount: string;
  min_subtotal: string;
  usage_limit: string;
  per_customer_limit: string;
  category_id: string;
  starts_at: string;
  expires_at: string;
  active: boolean;
}

const text = (n: number | null) => (n === null ? '' : String(n));
const numberOrNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function voucherFormOf(v: AdminVoucher | undefined, now: Date = new Date()): VoucherForm {
  return {
    code: v?.code ?? '',
    discount: v && v.amount_off !== null ? 'amount' : 'percent',
    percent_off: text(v?.percent_off ?? null),
    amount_off: text(v?.amount_off ?? null),
    max_discount: text(v?.max_discount ?? null),
    min_subtotal: v ? String(v.min_subtotal) : '0',
    usage_limit: text(v?.usage_limit ?? null),
    per_customer_limit: text(v?.per_customer_limit ?? null),
    category_id: text(v?.category_id ?? null),
    starts_at: baghdadLocal(v?.starts_at ?? now),
    expires_at: v?.expires_at ? baghdadLocal(v.expires_at) : '',
    active: v?.active ?? true,
  };
}

export function toVoucherBody(f: VoucherForm) {
  const percent = f.discount === 'percent';
  return {
    code: f.code,
    percent_off: percent ? numberOrNull(f.percent_off) : null,
    amount_off: percent ? null : numberOrNull(f.amount_off),
    max_discount: percent ? numberOrNull(f.max_discount) : null,
    min_subtotal: numberOrNull(f.min_subtotal) ?? 0,
    usage_limit: numberOrNull(f.usage_limit),
    per_customer_limit: numberOrNull(f.per_customer_limit),
    category_id: numberOrNull(f.category_id),
    starts_at: baghdadInstant(f.starts_at),
    expires_at: f.expires_at ? baghdadInstant(f.expires_at) : null,
    active: f.active,
  };
}
