'use client';

import { formatDate as formatDateIn } from '@dukan/core/format/dates';
import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import { openAuthModal } from '@/lib/auth/modal-store';
import { useSession } from '@/lib/auth/use-session';
import { useText } from '@/i18n/use-text';

// A birthday ("1995-03-21") is a calendar day; the account's creation is a moment, shown on Baghdad's calendar.
function formatDate(value: string | null, locale: Locale): string | null {
  if (!value || Number.isNaN(Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value))) return null;
  return formatDateIn(value, locale);
}

/**
 * Who is signed in: name, phone, email, birthday, gender; or the prompt to fill the profile in
 * (`onlyWhenMissing`: the prompt only, for the page that edits the profile).
 */
export function ProfileOverview({ onlyWhenMissing = false }: { onlyWhenMissing?: boolean }) {
  const tAccount = useText('account');
  const tAuth = useText('auth');
  const tSession = useText('session');
  const locale = tAccount.locale;
  const { customer, profileMissing } = useSession();

  if (!customer) {
    if (!profileMissing) return null;
    return (
      <section className="rounded-xl border border-amber-300 bg-amber-50 p-4">
        <p>{tAccount('account_profile_missing')}</p>
        <button
          type="button"
          onClick={() => openAuthModal({ phase: 'register', step: 'personalinfo' })}
          className="mt-3 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {tSession('session_complete_profile')}
        </button>
      </section>
    );
  }

  if (onlyWhenMissing) return null;
  const notSet = tAccount('account_not_set');
  const gender =
    customer.gender === 'male'
      ? tAuth('auth_gender_male')
      : customer.gender === 'female'
        ? tAuth('auth_gender_female')
        : null;
  const rows: [string, string | null, boolean][] = [
    [tAccount('account_phone'), customer.phone, true],
    [tAccount('account_email'), customer.email, true],
    [tAccount('account_birthday'), formatDate(customer.birthday, locale), false],
    [tAccount('account_gender'), gender, false],
  ];

  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5">
      <h2 className="text-lg font-bold">
        {tAccount('account_hello', { name: `${customer.first_name} ${customer.last_name}` })}
      </h2>
      <p className="text-sm text-stone-600">
        {tAccount('account_member_since', { date: formatDate(customer.created_at, locale) ?? '' })}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value, ltr]) => (
          <div key={label}>
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="font-medium">
              {/* Phone numbers and emails read left to right inside right-to-left text. */}
              {value ? (
                <span dir={ltr ? 'ltr' : undefined}>{value}</span>
              ) : (
                <span className="text-stone-500">{notSet}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <ShopLink
        href={`/${locale}/account/personal-information`}
        className="mt-4 inline-block font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {tAccount('account_edit')}
      </ShopLink>
    </section>
  );
}
