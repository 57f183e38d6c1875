// Collections, categories, brands and attributes: a list, and a dialog to add or edit one with its title in
// the three languages. Attribute values are edited under their attribute.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NavLink } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Dialog, DialogFormActions } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { DeleteRecordDialog, EditDeleteButtons, RecordList } from '../../ui/RecordList';
import { EMPTY_LOCALIZED, LocalizedTextField, type LocalizedText } from '../../ui/LocalizedTextField';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/session';
import {
  createTaxonomy,
  deleteTaxonomy,
  listTaxonomy,
  textIn,
  updateTaxonomy,
  type TaxonomyItem,
  type TaxonomyKind,
} from './api';

/** Each kind's identifying field: slugs for collections, categories and brands, keys for attributes. */
const NAME_FIELD: Record<TaxonomyKind | 'values', 'slug' | 'key' | 'value'> = {
  collections: 'slug',
  categories: 'slug',
  brands: 'slug',
  attributes: 'key',
  values: 'value',
};

interface ItemForm {
  name: string;
  title: LocalizedText;
  collection_id: string;
  sort: string;
}

export function TaxonomyTabs() {
  const t = useText('catalogue');
  return (
    <nav aria-label={t('taxonomy')} className="mb-4 flex flex-wrap gap-2">
      {(['collections', 'categories', 'brands', 'attributes'] as const).map((kind) => (
        <NavLink
          key={kind}
          to={`/catalogue/${kind}`}
          className={({ isActive }) =>
            `rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-brand-700 font-semibold text-white' : 'border border-stone-400 bg-white'}`
          }
        >
          {t(`kind_${kind}`)}
        </NavLink>
      ))}
    </nav>
  );
}

export function TaxonomyPage({ kind }: { kind: TaxonomyKind }) {
  const t = useText('catalogue');
  return (
    <div>
      <PageHeader title={t(`kind_${kind}`)} />
      <TaxonomyTabs />
      <TaxonomyList path={kind} nameField={NAME_FIELD[kind]} withCollection={kind === 'categories'} />
    </div>
  );
}

function TaxonomyList({
  path,
  nameField,
  withCollection,
  createPath = path,
}: {
  path: string;
  nameField: 'slug' | 'key' | 'value';
  withCollection?: boolean;
  createPath?: string;
}) {
  const t = useText('catalogue');
  const common = useText('common');
  const { locale } = useLocale();
  const { can } = useSession();
  const notify = useToast();
  const queryClient = useQueryClient();
  const canEdit = can('catalogue:edit');
  const items = useQuery({ queryKey: ['taxonomy', path], queryFn: () => listTaxonomy(path) });
  const collections = useQuery({
    queryKey: ['taxonomy', 'collections'],
    queryFn: () => listTaxonomy('collections'),
    enabled: Boolean(withCollection),
  });
  const [editing, setEditing] = useState<TaxonomyItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaxonomyItem | null>(null);
  const [openValues, setOpenValues] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['taxonomy'] });
  // Values are listed under their attribute but changed at /attribute-values/{id}.
  const writePath = path.startsWith('attributes/') ? 'attribute-values' : path;

  if (items.isPending) return <Loading />;
  if (items.isError) return <ErrorBox error={items.error} onRetry={() => void items.refetch()} />;
  return (
    <div className="flex flex-col gap-3">
      {canEdit && (
        <div>
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {common('add')}
          </Button>
        </div>
      )}
      <RecordList empty={items.data.length === 0}>
        {items.data.map((item) => (
          <li key={item.id} className="flex flex-col gap-2 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{textIn(item.title, locale)}</span>{' '}
                <span dir="ltr" className="text-sm text-stone-700">
                  {String(item[nameField] ?? '')}
                </span>
                {item.sort !== undefined && item.sort !== null && (
                  <span className="ms-2 text-xs text-stone-700">
                    {t('sort')}: {formatNumber(Number(item.sort), locale)}
                  </span>
                )}
              </span>
              <span className="flex gap-1">
                {path === 'attributes' && (
                  <Button
                    variant="secondary"
                    aria-expanded={openValues === item.id}
                    onClick={() => setOpenValues(openValues === item.id ? null : item.id)}
                  >
                    {t('values')}
                  </Button>
                )}
                {canEdit && (
                  <EditDeleteButtons
                    name={textIn(item.title, locale)}
                    onEdit={() => setEditing(item)}
                    onDelete={() => setDeleting(item)}
                  />
                )}
              </span>
            </div>
            {path === 'attributes' && openValues === item.id && (
              <div className="ms-4">
                <TaxonomyList
                  path={`attributes/${item.id}/values`}
                  nameField="value"
                  createPath={`attributes/${item.id}/values`}
                />
              </div>
            )}
          </li>
        ))}
      </RecordList>
      {editing && (
        <ItemDialog
          item={editing === 'new' ? null : editing}
          nameField={nameField}
          collections={withCollection ? (collections.data ?? []) : null}
          onClose={() => setEditing(null)}
          onSave={async (body, id) => {
            if (id === null) await createTaxonomy(createPath, body);
            else await updateTaxonomy(writePath, id, body);
            await refresh();
            notify(common('saved'));
            setEditing(null);
          }}
        />
      )}
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('delete_item_title', { name: deleting ? textIn(deleting.title, locale) : '' })}
        description={t('delete_item_description')}
        run={async (item) => {
          await deleteTaxonomy(writePath, item.id);
        }}
        invalidates={['taxonomy']}
      />
    </div>
  );
}

function ItemDialog({
  item,
  nameField,
  collections,
  onClose,
  onSave,
}: {
  item: TaxonomyItem | null;
  nameField: 'slug' | 'key' | 'value';
  collections: TaxonomyItem[] | null;
  onClose: () => void;
  onSave: (body: Record<string, unknown>, id: number | null) => Promise<void>;
}) {
  const t = useText('catalogue');
  const common = useText('common');
  const { locale } = useLocale();
  const form = useForm<ItemForm>({
    defaultValues: {
      name: String(item?.[nameField] ?? ''),
      title: { ...EMPTY_LOCALIZED, ...(item?.title ?? {}) },
      collection_id: item?.collection_id ? String(item.collection_id) : '',
      sort: item?.sort !== undefined && item?.sort !== null ? String(item.sort) : '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const body: Record<string, unknown> = { [nameField]: values.name.trim(), title: values.title };
    if (collections) body.collection_id = Number(values.collection_id) || 0;
    if (values.sort.trim() !== '') body.sort = Number(values.sort);
    try {
      await onSave(body, item?.id ?? null);
    } catch (error) {
      const mapped = error as { fieldErrors?: Record<string, string[]> };
      if (mapped.fieldErrors?.[nameField]) mapped.fieldErrors.name = mapped.fieldErrors[nameField]!;
      applyApiErrors(error, form.setError, ['name', 'title', 'collection_id', 'sort']);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={item ? common('edit') : common('add')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert error={errors.root?.server} />
        <TextField
          label={t(`field_${nameField}`)}
          dir="ltr"
          error={errorText(errors.name)}
          {...form.register('name')}
        />
        <LocalizedTextField name="title" label={t('title')} register={form.register} errors={errors} />
        {collections && (
          <SelectField
            label={t('collection')}
            options={collections.map((c) => ({ value: c.id, label: textIn(c.title, locale) }))}
            empty={common('none')}
            error={errorText(errors.collection_id)}
            {...form.register('collection_id')}
          />
        )}
        <TextField label={t('sort')} inputMode="numeric" error={errorText(errors.sort)} {...form.register('sort')} />
        <DialogFormActions onCancel={onClose} busy={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
