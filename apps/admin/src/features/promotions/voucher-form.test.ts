import { VoucherCreateBody } from '@dukan/core/contract/admin-operations';
import { describe, expect, it } from 'vitest';
import { toVoucherBody, voucherFormOf } from './voucher-form';

const base = voucherFormOf(undefined, new Date('2026-06-01T09:00:00Z'));

describe('voucher form', () => {
  it('sends one kind of discount, typed digits read by the contract', () => {
    const body = toVoucherBody({ ...base, code: 'eid10', percent_off: '١٠', amount_off: '5000', max_discount: '' });
    expect(body).toMatchObject({
      percent_off: '١٠',
      amount_off: null,
      max_discount: null,
      starts_at: '2026-06-01T12:00:00+03:00',
    });
    const parsed = VoucherCreateBody.parse(body);
    expect(parsed).toMatchObject({ code: 'EID10', percent_off: 10, amount_off: null, min_subtotal: 0 });
  });

  it('refuses what checkout would refuse: no discount, or an end before the start', () => {
    const none = VoucherCreateBody.safeParse(toVoucherBody({ ...base, code: 'NONE1' }));
    expect(none.success).toBe(false);
    expect(none.error!.issues.map((i) => i.message)).toContain('voucher_discount_one_kind');
    const backwards = VoucherCreateBody.safeParse(
      toVoucherBody({ ...base, code: 'BACK1', percent_off: '5', expires_at: '2026-05-01T00:00' }),
    );
    expect(backwards.error!.issues.map((i) => i.message)).toContain('voucher_dates_invalid');
  });

  it('reads a saved amount voucher back', () => {
    const form = voucherFormOf({
      id: 1,
      code: 'FLAT5',
      kind: 'general',
      account_id: null,
      percent_off: null,
      amount_off: 5000,
      max_discount: null,
      min_subtotal: 20000,
      usage_limit: 100,
      per_customer_limit: 1,
      category_id: null,
      starts_at: '2026-01-01T00:00:00.000Z',
      expires_at: null,
      active: true,
      uses: 3,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(form).toMatchObject({
      discount: 'amount',
      amount_off: '5000',
      min_subtotal: '20000',
      expires_at: '',
      starts_at: '2026-01-01T03:00',
    });
  });
});
