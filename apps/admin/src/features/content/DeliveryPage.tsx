// Cities with their delivery price (whole dinars) and whether checkout offers them, and the payment methods
// switched on or off. A change is announced as 'delivery': the next checkout prices with it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatIqd } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { CheckboxField, CONTROL_CLASS } from '../../ui/fields';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { listCities, listPaymentMethods, updateCity, updatePaymentMethod, type CityView } from './api';
import { inLocale } from './localized';

/** Typed dinars, Arabic-Indic digits and separators allowed; null when it is not a whole number. */
export function dinarsOf(typed: string): number | null {
  const ascii = typed
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\s,٬.]/g, '');
  return /^\d{1,9}$/.test(ascii) ? Number(ascii) : null;
}

export function DeliveryPage() {
  const t = useText('content');
  const cities = useQuery({ queryKey: ['cities'], queryFn: listCities });
  const methods = useQuery({ queryKey: ['payment-methods'], queryFn: listPaymentMethods });
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('delivery')} />
      <section aria-labelledby="delivery-cities" className="flex flex-col gap-2">
        <h2 id="delivery-cities" className="text-lg font-semibold">
          {t('cities')}
        </h2>
        {cities.isPending ? (
          <Loading />
        ) : cities.isError ? (
          <ErrorBox error={cities.error} onRetry={() => void cities.refetch()} />
        ) : (
          <ul className="flex flex-col gap-2">
            {cities.data.map((city) => (
              <CityRow key={city.id} city={city} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="delivery-payments" className="flex flex-col gap-2">
        <h2 id="delivery-payments" className="text-lg font-semibold">
          {t('payment_methods')}
        </h2>
        {methods.isPending ? (
          <Loading />
        ) : methods.isError ? (
          <ErrorBox error={methods.error} onRetry={() => void methods.refetch()} />
        ) : (
          <PaymentMethods methods={methods.data} />
        )}
      </section>
    </div>
  );
}

function CityRow({ city }: { city: CityView }) {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const [price, setPrice] = useState(String(city.delivery_price));
  const [error, setError] = useState<string | null>(null);
  const name = inLocale(city.name, locale);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateCity>[1]) => updateCity(city.id, body),
    onSuccess: async (r) => {
      setError(null);
      await queryClient.invalidateQueries({ queryKey: ['cities'] });
      notify(r.message ?? common('saved'));
    },
    onError: (e) =>
      setError(e instanceof ApiError ? (Object.values(e.fieldErrors)[0]?.join(' ') ?? e.message) : e.message),
  });
  const errorId = `city-${city.id}-error`;
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-md border border-stone-300 bg-white p-3">
      <span className="min-w-32 font-medium">{name}</span>
      <label className="flex flex-col gap-1 text-sm">
        {t('delivery_price_of', { city: name })}
        <input
          inputMode="numeric"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={`${CONTROL_CLASS} w-40`}
        />
      </label>
      <span className="text-sm text-stone-700">{formatIqd(city.delivery_price, locale)}</span>
      <Button
        variant="secondary"
        busy={save.isPending}
        onClick={() => {
          const dinars = dinarsOf(price);
          if (dinars === null) setError(common('invalid_value'));
          else save.mutate({ delivery_price: dinars });
        }}
      >
        {common('save')}
      </Button>
      <CheckboxField
        label={t('city_offered', { city: name })}
        checked={city.active}
        onChange={(e) => save.mutate({ active: e.target.checked })}
      />
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm text-red-800">
          {error}
        </p>
      )}
    </li>
  );
}

function PaymentMethods({ methods }: { methods: Awaited<ReturnType<typeof listPaymentMethods>> }) {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: ({ key, active }: { key: string; active: boolean }) => updatePaymentMethod(key, { active }),
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['payment-methods'] });
      notify(r.message ?? common('saved'));
    },
    onError: (error) => notify(error.message, 'error'),
  });
  return (
    <ul className="flex flex-col gap-2">
      {methods.map((method) => (
        <li key={method.key} className="rounded-md border border-stone-300 bg-white p-3">
          <CheckboxField
            label={t('method_offered', { method: inLocale(method.title, locale) })}
            hint={inLocale(method.description, locale)}
            checked={method.active}
            disabled={toggle.isPending}
            onChange={(e) => toggle.mutate({ key: method.key, active: e.target.checked })}
          />
        </li>
      ))}
    </ul>
  );
}
