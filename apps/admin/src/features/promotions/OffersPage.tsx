// Offers: products on sale with their regular and sale prices; put a product on offer by its id with a sale
// price or a percentage off, or end an offer (the regular price comes back). All-or-nothing on the API side.
import { OfferChange } from '@dukan/core/contract/admin-operations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatIqd, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { useListState } from '../../ui/DataTable';
import { TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import { contractResolver, errorMessage } from '../content/contract-resolver';
import { listOffers, putOffers } from './api';

interface OfferForm {
  product_id: string;
  kind: 'sale_price' | 'percent_off';
  value: string;
}

export const toOfferChange = (f: OfferForm) => ({ product_id: f.product_id.trim(), [f.kind]: f.value.trim() });

export function OffersPage() {
  const t = useText('promotions');
  const common = useText('common');
  const { locale } = useLocale();
  const { can } = useSession();
  const notify = useToast();
  const queryClient = useQueryClient();
  const list = useListState();
  const offers = useQuery({
    queryKey: ['offers', list.page],
    queryFn: ({ signal }) => listOffers(list.page, signal),
    placeholderData: keepPreviousData,
  });
  const manage = can('promotions:manage');
  const done = async (message?: string) => {
    await queryClient.invalidateQueries({ queryKey: ['offers'] });
    notify(message ?? common('saved'));
  };
  const end = useMutation({
    mutationFn: (productId: number) => putOffers([{ product_id: productId, end: true }]),
    onSuccess: (r) => done(r.message),
    onError: (error) => notify(error.message, 'error'),
  });
  const form = useForm<OfferForm>({
    defaultValues: { product_id: '', kind: 'percent_off', value: '' },
    resolver: contractResolver<OfferForm>(OfferChange, toOfferChange, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors as typeof form.formState.errors & {
    sale_price?: { message?: string };
    percent_off?: { message?: string };
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await putOffers([toOfferChange(values)]);
      form.reset();
      await done(saved.message);
    } catch (error) {
      applyApiErrors(error, form.setError, ['product_id', 'sale_price', 'percent_off']);
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t('offers')} />
      {manage && (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-300 bg-white p-4"
        >
          {errors.root?.server && (
            <p role="alert" className="w-full rounded-md bg-red-50 p-3 text-sm text-red-900">
              {errors.root.server.message}
            </p>
          )}
          <TextField
            label={t('product_id')}
            inputMode="numeric"
            error={errorText(errors.product_id)}
            {...form.register('product_id')}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-stone-800">{t('offer_by')}</legend>
            {(['percent_off', 'sale_price'] as const).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm">
                <input type="radio" value={k} className="size-4 accent-brand-700" {...form.register('kind')} />
                {t(`offer_${k}`)}
              </label>
            ))}
          </fieldset>
          <TextField
            label={t(`offer_${kind}`)}
            inputMode="numeric"
            error={errorText(errors.value) ?? errors[kind]?.message}
            {...form.register('value')}
          />
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t('put_on_offer')}
          </Button>
        </form>
      )}
      {offers.isPending ? (
        <Loading />
      ) : offers.isError ? (
        <ErrorBox error={offers.error} onRetry={() => void offers.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('offers')}</caption>
            <thead className="bg-stone-50">
              <tr>
                {[t('product'), t('regular_price'), t('sale_price'), t('discount'), common('actions')].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {offers.data.data.map((offer) => (
                <tr key={offer.product_id} className="border-t border-stone-200">
                  <td className="px-3 py-2">
                    <Link to={`/products/${offer.product_id}`} className="text-brand-700 underline">
                      {offer.title}
                    </Link>{' '}
                    <span dir="ltr" className="text-stone-700">
                      {offer.sku}
                    </span>
                  </td>
                  <td className="px-3 py-2">{formatIqd(offer.original_price, locale)}</td>
                  <td className="px-3 py-2">{formatIqd(offer.price, locale)}</td>
                  <td className="px-3 py-2">
                    {t('percent_off_value', { percent: formatNumber(offer.discount_percent, locale) })}
                  </td>
                  <td className="px-3 py-2">
                    {manage && (
                      <Button
                        variant="secondary"
                        busy={end.isPending && end.variables === offer.product_id}
                        onClick={() => end.mutate(offer.product_id)}
                      >
                        {t('end_offer')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
              {offers.data.data.length === 0 && (
                <tr>
                  <td colSpan={5} className="px-3 py-6 text-center text-stone-700">
                    {common('empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
