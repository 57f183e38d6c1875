// A voucher: its code, one kind of discount (a percentage, optionally capped, or an amount), the smallest
// subtotal, how often it may be used, an optional category, its dates and whether it is active. Checked by
// the API's own schema (the same rules as checkout) before sending; the API's refusals (a taken code, a
// used voucher's locked terms) show beside their fields.
import { VoucherCreateBody } from '@dukan/core/contract/admin-operations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { listTaxonomy, textIn } from '../catalogue/api';
import { contractResolver, errorMessage } from '../content/contract-resolver';
import { createVoucher, readVoucher, updateVoucher, type AdminVoucher } from './api';
import { toVoucherBody, voucherFormOf, type VoucherForm } from './voucher-form';

const FIELDS = [
  'code',
  'percent_off',
  'amount_off',
  'max_discount',
  'min_subtotal',
  'usage_limit',
  'per_customer_limit',
  'category_id',
  'starts_at',
  'expires_at',
  'active',
];

export function VoucherFormPage() {
  const { id } = useParams();
  const existing = useQuery({ queryKey: ['vouchers', 'one', id], queryFn: () => readVoucher(id!), enabled: !!id });
  if (id && existing.isPending) return <Loading />;
  if (existing.isError) return <ErrorBox error={existing.error} onRetry={() => void existing.refetch()} />;
  return <VoucherEditor key={id ?? 'new'} id={id} voucher={existing.data} />;
}

function VoucherEditor({ id, voucher }: { id?: string; voucher?: AdminVoucher }) {
  const t = useText('promotions');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery({ queryKey: ['taxonomy', 'categories'], queryFn: () => listTaxonomy('categories') });
  const form = useForm<VoucherForm>({
    defaultValues: voucherFormOf(voucher),
    resolver: contractResolver<VoucherForm>(VoucherCreateBody, toVoucherBody, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  const errors = form.formState.errors;
  const percent = useWatch({ control: form.control, name: 'discount' }) === 'percent';

  const submit = form.handleSubmit(async (values) => {
    try {
      const body = toVoucherBody(values);
      const saved = id ? await updateVoucher(id, body) : await createVoucher(body);
      await queryClient.invalidateQueries({ queryKey: ['vouchers'] });
      notify(saved.message ?? common('saved'));
      navigate('/promotions/vouchers');
    } catch (error) {
      applyApiErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-5">
      <PageHeader title={id ? t('edit_voucher') : t('new_voucher')} />
      <FormAlert error={errors.root?.server} />
      <TextField
        label={t('code')}
        hint={t('code_hint')}
        dir="ltr"
        error={errorText(errors.code)}
        {...form.register('code')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('discount')}</legend>
        <div className="flex gap-4">
          {(['percent', 'amount'] as const).map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input type="radio" value={kind} className="size-4 accent-brand-700" {...form.register('discount')} />
              {t(`discount_${kind}`)}
            </label>
          ))}
        </div>
        {percent ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('percent_off')}
              inputMode="numeric"
              error={errorText(errors.percent_off)}
              {...form.register('percent_off')}
            />
            <TextField
              label={t('max_discount')}
              hint={t('optional_iqd')}
              inputMode="numeric"
              error={errorText(errors.max_discount)}
              {...form.register('max_discount')}
            />
          </div>
        ) : (
          <TextField
            label={t('amount_off')}
            hint={t('iqd')}
            inputMode="numeric"
            error={errorText(errors.amount_off)}
            {...form.register('amount_off')}
          />
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('min_subtotal')}
          hint={t('iqd')}
          inputMode="numeric"
          error={errorText(errors.min_subtotal)}
          {...form.register('min_subtotal')}
        />
        <TextField
          label={t('usage_limit')}
          hint={t('optional')}
          inputMode="numeric"
          error={errorText(errors.usage_limit)}
          {...form.register('usage_limit')}
        />
        <TextField
          label={t('per_customer_limit')}
          hint={t('optional')}
          inputMode="numeric"
          error={errorText(errors.per_customer_limit)}
          {...form.register('per_customer_limit')}
        />
      </div>
      <SelectField
        label={t('category')}
        empty={t('any_category')}
        options={(categories.data ?? []).map((c) => ({ value: c.id, label: textIn(c.title, locale) }))}
        error={errorText(errors.category_id)}
        {...form.register('category_id')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('starts_at')}
          type="datetime-local"
          error={errorText(errors.starts_at)}
          {...form.register('starts_at')}
        />
        <TextField
          label={t('expires_at')}
          hint={t('optional')}
          type="datetime-local"
          error={errorText(errors.expires_at)}
          {...form.register('expires_at')}
        />
      </div>
      <CheckboxField label={t('active')} {...form.register('active')} />
      <div className="flex gap-2">
        <Button type="submit" busy={form.formState.isSubmitting}>
          {common('save')}
        </Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {common('cancel')}
        </Button>
      </div>
    </form>
  );
}
