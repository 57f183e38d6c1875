// One product: every field the API accepts, in the three languages. Roles without 'catalogue:prices' see
// price, stock and state disabled with the reason; the API refuses them anyway and its answer is shown.
// Advantages (selling points, in order) and specification values are edited as lists beside the form.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ImageUploader } from '../../ui/ImageUploader';
import { LanguageBoxes } from '../../ui/LanguageBoxes';
import { CONTROL_CLASS } from '../../ui/fields';
import { EMPTY_LOCALIZED, LocalizedTextField, type LocalizedText } from '../../ui/LocalizedTextField';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import {
  createProduct,
  getProduct,
  listTaxonomy,
  removeProduct,
  textIn,
  updateProduct,
  type ProductDetail,
} from './api';
import { AttributeValuesField } from './AttributeValuesField';
import {
  bodyOf,
  checkBody,
  EMPTY_PRODUCT,
  extrasOf,
  formValuesOf,
  moved,
  NO_EXTRAS,
  patchOf,
  PRODUCT_FORM_FIELDS,
  type ProductExtras,
  type ProductFormValues,
  type ProductSpecification,
} from './product-form';
import { RelatedProductsField } from './RelatedProductsField';

/** The first message anywhere under a list's errors (`advantages.2.ku`, `specifications`). */
function messageUnder(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const message = (node as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const found = messageUnder(child);
    if (found) return found;
  }
  return undefined;
}

function AdvantagesField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: LocalizedText[];
  onChange: (value: LocalizedText[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useText('catalogue');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('advantages')}</legend>
      <p className="text-xs text-stone-700">{t('advantages_hint')}</p>
      {value.map((line, index) => {
        const n = index + 1;
        return (
          // Lines have no id of their own; the position is what staff see and reorder.
          <div key={index} className="flex flex-wrap items-center gap-2">
            <LanguageBoxes
              label={t('advantage_n', { n })}
              value={line}
              disabled={disabled}
              onChange={(next) => onChange(value.map((l, i) => (i === index ? next : l)))}
            />
            <Button
              variant="ghost"
              disabled={disabled || index === 0}
              aria-label={t('advantage_up', { n })}
              onClick={() => onChange(moved(value, index, -1))}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              disabled={disabled || index === value.length - 1}
              aria-label={t('advantage_down', { n })}
              onClick={() => onChange(moved(value, index, 1))}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              disabled={disabled}
              aria-label={t('advantage_remove', { n })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={disabled || value.length >= 30}
          onClick={() => onChange([...value, { ...EMPTY_LOCALIZED }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('advantage_add')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function SpecificationsField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: ProductSpecification[];
  onChange: (value: ProductSpecification[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useText('catalogue');
  const common = useText('common');
  const { locale } = useLocale();
  const pickerId = useId();
  const [picked, setPicked] = useState('');
  const specifications = useQuery({
    queryKey: ['taxonomy', 'specifications'],
    queryFn: () => listTaxonomy('specifications'),
  });
  const groups = useQuery({
    queryKey: ['taxonomy', 'specification-groups'],
    queryFn: () => listTaxonomy('specification-groups'),
  });
  const nameOf = (id: number) => {
    const spec = specifications.data?.find((s) => s.id === id);
    if (!spec) return `#${id}`;
    const group = groups.data?.find((g) => g.id === spec.group_id);
    const title = textIn(spec.title, locale);
    return group ? `${textIn(group.title, locale)} — ${title}` : title;
  };
  const chosen = new Set(value.map((s) => s.specification_id));
  const choices = (specifications.data ?? [])
    .filter((s) => !chosen.has(s.id))
    .map((s) => ({ value: s.id, label: nameOf(s.id) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  const update = (index: number, change: Partial<ProductSpecification>) =>
    onChange(value.map((s, i) => (i === index ? { ...s, ...change } : s)));

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('specifications')}</legend>
      {value.map((spec, index) => {
        const name = nameOf(spec.specification_id);
        return (
          <div key={spec.specification_id} className="flex flex-col gap-2 border-t border-stone-200 pt-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium">{name}</span>
              <span className="flex items-center gap-2">
                <label className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={spec.public}
                    disabled={disabled}
                    onChange={(event) => update(index, { public: event.target.checked })}
                  />
                  {t('specification_public')}
                </label>
                <Button
                  variant="ghost"
                  disabled={disabled}
                  aria-label={t('specification_remove', { name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </span>
            </div>
            <LanguageBoxes
              label={t('specification_value', { name })}
              value={spec.value}
              disabled={disabled}
              onChange={(next) => update(index, { value: next })}
            />
          </div>
        );
      })}
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={pickerId} className="sr-only">
          {t('specification_pick')}
        </label>
        <select
          id={pickerId}
          value={picked}
          disabled={disabled || choices.length === 0}
          className={`${CONTROL_CLASS} max-w-sm`}
          onChange={(event) => setPicked(event.target.value)}
        >
          <option value="">{specifications.isPending ? common('loading') : t('specification_pick')}</option>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          disabled={disabled || picked === ''}
          onClick={() => {
            onChange([...value, { specification_id: Number(picked), value: { ...EMPTY_LOCALIZED }, public: true }]);
            setPicked('');
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('specification_add')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function ProductFormPage() {
  const { id } = useParams();
  const productId = id ? Number(id) : null;
  const product = useQuery({
    queryKey: ['product', productId],
    queryFn: () => getProduct(productId!),
    enabled: productId !== null && Number.isInteger(productId),
  });
  if (productId === null) return <ProductForm />;
  if (product.isPending) return <Loading />;
  if (product.isError) return <ErrorBox error={product.error} onRetry={() => void product.refetch()} />;
  return <ProductForm key={product.data.id} product={product.data} />;
}

function ProductForm({ product }: { product?: ProductDetail }) {
  const t = useText('catalogue');
  const common = useText('common');
  const { locale } = useLocale();
  const { can } = useSession();
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canPrices = can('catalogue:prices');
  const canEdit = can('catalogue:edit');
  const creating = !product;

  const initial = useMemo(
    () =>
      product
        ? { values: formValuesOf(product), extras: extrasOf(product, (text) => textIn(text, locale)) }
        : { values: EMPTY_PRODUCT, extras: NO_EXTRAS },
    // The starting point is the product as loaded; a language switch must not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [product],
  );
  const [saved, setSaved] = useState(initial);
  const form = useForm<ProductFormValues>({ defaultValues: initial.values });
  const [extras, setExtras] = useState<ProductExtras>(initial.extras);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const errors = form.formState.errors;

  const categories = useQuery({ queryKey: ['taxonomy', 'categories'], queryFn: () => listTaxonomy('categories') });
  const brands = useQuery({ queryKey: ['taxonomy', 'brands'], queryFn: () => listTaxonomy('brands') });

  /** A field's error in words: the contract's message keys are translated here, the API's come translated. */
  const say = (message: string) => {
    const text = t(`error_${message}`);
    return text === `error_${message}` ? (/^[a-z_]+$/.test(message) ? common('invalid_value') : message) : text;
  };

  useEffect(() => {
    if (errors.root?.server) window.scrollTo({ top: 0 });
  }, [errors.root?.server]);

  const submit = form.handleSubmit(async (values) => {
    const body = creating ? bodyOf(values, extras) : patchOf(saved, values, extras);
    const issues = checkBody(body, creating);
    if (issues) {
      for (const [field, messages] of Object.entries(issues)) {
        form.setError(field as keyof ProductFormValues, { type: 'contract', message: messages.map(say).join(' ') });
      }
      return;
    }
    if (!creating && Object.keys(body).length === 0) {
      notify(common('saved'));
      return;
    }
    try {
      const result = creating ? await createProduct(body) : await updateProduct(product.id, body);
      setSaved({ values, extras });
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      notify(common('saved'));
      if (creating) navigate(`/products/${result.id}`, { replace: true });
      else await queryClient.invalidateQueries({ queryKey: ['product', product.id] });
    } catch (error) {
      applyApiErrors(error, form.setError, PRODUCT_FORM_FIELDS);
    }
  });

  const remove = async () => {
    setDeleting(true);
    try {
      await removeProduct(product!.id);
      await queryClient.invalidateQueries({ queryKey: ['products'] });
      notify(common('saved'));
      navigate('/products', { replace: true });
    } catch (error) {
      notify((error as Error).message, 'error');
    } finally {
      setDeleting(false);
      setConfirmDelete(false);
    }
  };

  const options = (items: { id: number; title: Record<string, string> }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: textIn(item.title, locale) }));
  const priceHint = canPrices ? undefined : t('prices_locked');
  const reg = form.register;

  return (
    <form onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title={creating ? t('new_product') : t('edit_product', { name: textIn(product.title, locale) || product.sku })}
        actions={
          <>
            {!creating && canPrices && (
              <Button variant="danger" onClick={() => setConfirmDelete(true)}>
                {common('delete')}
              </Button>
            )}
            <Button type="submit" busy={form.formState.isSubmitting} disabled={!canEdit}>
              {common('save')}
            </Button>
          </>
        }
      />
      {errors.root?.server && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {errors.root.server.message}
        </p>
      )}

      <section className="flex flex-col gap-4 rounded-lg border border-stone-300 bg-white p-4" aria-labelledby="texts">
        <h2 id="texts" className="text-lg font-semibold">
          {t('section_texts')}
        </h2>
        <LocalizedTextField name="title" label={t('title')} register={reg} errors={errors} disabled={!canEdit} />
        <LocalizedTextField
          name="description"
          label={t('description')}
          register={reg}
          errors={errors}
          multiline
          disabled={!canEdit}
        />
        <LocalizedTextField
          name="content"
          label={t('content')}
          register={reg}
          errors={errors}
          multiline
          disabled={!canEdit}
        />
        <AdvantagesField
          value={extras.advantages}
          disabled={!canEdit}
          error={messageUnder((errors as Record<string, unknown>).advantages)}
          onChange={(advantages) => setExtras((e) => ({ ...e, advantages }))}
        />
      </section>

      <section
        className="grid gap-4 rounded-lg border border-stone-300 bg-white p-4 sm:grid-cols-2"
        aria-labelledby="sale"
      >
        <h2 id="sale" className="text-lg font-semibold sm:col-span-2">
          {t('section_sale')}
        </h2>
        {!canPrices && (
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2">{t('prices_locked')}</p>
        )}
        <TextField
          label={t('sku')}
          dir="ltr"
          disabled={!creating && !canEdit}
          error={errorText(errors.sku)}
          {...reg('sku')}
        />
        <TextField
          label={t('price')}
          inputMode="numeric"
          disabled={!canPrices}
          hint={priceHint}
          error={errorText(errors.price)}
          {...reg('price')}
        />
        <TextField
          label={t('original_price')}
          inputMode="numeric"
          disabled={!canPrices}
          hint={priceHint ?? t('original_price_hint')}
          error={errorText(errors.original_price)}
          {...reg('original_price')}
        />
        <TextField
          label={t('stock')}
          inputMode="numeric"
          disabled={!canPrices}
          hint={priceHint}
          error={errorText(errors.stock)}
          {...reg('stock')}
        />
        <CheckboxField label={t('active_label')} hint={t('active_hint')} disabled={!canPrices} {...reg('active')} />
      </section>

      <section
        className="grid gap-4 rounded-lg border border-stone-300 bg-white p-4 sm:grid-cols-2"
        aria-labelledby="place"
      >
        <h2 id="place" className="text-lg font-semibold sm:col-span-2">
          {t('section_place')}
        </h2>
        <SelectField
          label={t('category')}
          options={options(categories.data)}
          empty={common('none')}
          disabled={!canEdit}
          error={errorText(errors.category_id)}
          {...reg('category_id')}
        />
        <SelectField
          label={t('brand')}
          options={options(brands.data)}
          empty={common('none')}
          disabled={!canEdit}
          error={errorText(errors.brand_id)}
          {...reg('brand_id')}
        />
        <TextField label={t('model')} dir="ltr" disabled={!canEdit} error={errorText(errors.model)} {...reg('model')} />
        <TextField
          label={t('capacity_liters')}
          inputMode="decimal"
          disabled={!canEdit}
          error={errorText(errors.capacity_liters)}
          {...reg('capacity_liters')}
        />
        <TextField
          label={t('net_capacity')}
          disabled={!canEdit}
          error={errorText(errors.net_capacity)}
          {...reg('net_capacity')}
        />
        <div className="sm:col-span-2">
          <AttributeValuesField
            value={extras.attributeValueIds}
            onChange={(attributeValueIds) => setExtras((e) => ({ ...e, attributeValueIds }))}
          />
        </div>
        <div className="sm:col-span-2">
          <SpecificationsField
            value={extras.specifications}
            disabled={!canEdit}
            error={messageUnder((errors as Record<string, unknown>).specifications)}
            onChange={(specifications) => setExtras((e) => ({ ...e, specifications }))}
          />
        </div>
      </section>

      <section
        className="flex flex-col gap-4 rounded-lg border border-stone-300 bg-white p-4"
        aria-labelledby="pictures"
      >
        <h2 id="pictures" className="text-lg font-semibold">
          {t('section_pictures')}
        </h2>
        <ImageUploader
          label={t('pictures')}
          value={extras.pictures}
          disabled={!can('media:upload')}
          onChange={(pictures) => setExtras((e) => ({ ...e, pictures }))}
        />
        {errorText((errors as Record<string, { message?: string }>).images) && (
          <p role="alert" className="text-sm text-red-800">
            {errorText((errors as Record<string, { message?: string }>).images)}
          </p>
        )}
        <RelatedProductsField
          value={extras.related}
          exclude={product?.id}
          onChange={(related) => setExtras((e) => ({ ...e, related }))}
        />
      </section>

      <div className="flex justify-end">
        <Button type="submit" busy={form.formState.isSubmitting} disabled={!canEdit}>
          {common('save')}
        </Button>
      </div>
      {product && (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('delete_title')}
          description={t('delete_description')}
          confirmLabel={common('delete')}
          busy={deleting}
          onConfirm={() => void remove()}
        />
      )}
    </form>
  );
}
