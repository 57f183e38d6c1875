// One product: every field the API accepts, in the three languages. Roles without 'catalogue:prices' see
// price, stock and state disabled with the reason; the API refuses them anyway and its answer is shown.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ImageUploader } from '../../ui/ImageUploader';
import { LocalizedTextField } from '../../ui/LocalizedTextField';
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
  patchOf,
  PRODUCT_FORM_FIELDS,
  type ProductExtras,
  type ProductFormValues,
} from './product-form';
import { RelatedProductsField } from './RelatedProductsField';

const NO_EXTRAS: ProductExtras = { pictures: [], attributeValueIds: [], related: [] };

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
