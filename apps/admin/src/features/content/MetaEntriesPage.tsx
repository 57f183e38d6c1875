// Meta entries: the title and description search engines show for each storefront page, one entry per page
// key. The list links each to its form; a new entry picks its key (the storefront's pages are suggested).
import { CONTENT_PAGE_KEYS, type MetaEntryView } from '@dukan/core/contract/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { LocalizedTextField } from '../../ui/LocalizedTextField';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { contractResolver, errorMessage } from './contract-resolver';
import { inLocale } from './localized';
import {
  deleteMetaEntry,
  listMetaEntries,
  META_FIELDS,
  metaEntryFormOf,
  MetaEntryFormSchema,
  readMetaEntry,
  saveMetaEntry,
  toMetaEntryBody,
  toMetaEntryForm,
  type MetaEntryForm,
} from './MetaEntryForm';

const LINK_BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

export function MetaEntriesPage() {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const entries = useQuery({ queryKey: ['meta'], queryFn: listMetaEntries });
  const [removing, setRemoving] = useState<MetaEntryView | null>(null);
  const remove = useMutation({
    mutationFn: deleteMetaEntry,
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['meta'] });
      notify(r?.message ?? common('saved'));
    },
    onError: (error) => notify(error.message, 'error'),
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('meta_entries')}
        actions={
          <Link to="/content/meta/new" className={LINK_BUTTON}>
            <Plus aria-hidden="true" className="size-4" />
            {t('new_meta_entry')}
          </Link>
        }
      />
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <ErrorBox error={entries.error} onRetry={() => void entries.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('meta_entries')}</caption>
            <thead className="bg-stone-50">
              <tr>
                {[t('page_key'), t('title_field'), common('actions')].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.data.map((entry) => (
                <tr key={entry.page} className="border-t border-stone-200">
                  <td className="px-3 py-2" dir="ltr">
                    <Link
                      to={`/content/meta/${encodeURIComponent(entry.page)}`}
                      className="font-medium text-brand-700 underline"
                    >
                      {entry.page}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{inLocale(entry.title, locale)}</td>
                  <td className="px-3 py-2">
                    <Button
                      variant="ghost"
                      onClick={() => setRemoving(entry)}
                      aria-label={t('delete_named', { title: entry.page })}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              ))}
              {entries.data.length === 0 && (
                <tr>
                  <td colSpan={3} className="px-3 py-6 text-center text-stone-700">
                    {common('empty')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('delete_named', { title: removing?.page ?? '' })}
        description={t('meta_delete_description')}
        confirmLabel={common('delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.page);
          setRemoving(null);
        }}
      />
    </div>
  );
}

export function MetaEntryFormPage() {
  const { page } = useParams();
  const existing = useQuery({ queryKey: ['meta', 'one', page], queryFn: () => readMetaEntry(page!), enabled: !!page });
  if (page && existing.isPending) return <Loading />;
  if (existing.isError) return <ErrorBox error={existing.error} onRetry={() => void existing.refetch()} />;
  return <MetaEntryFormBody key={page ?? 'new'} entry={existing.data} />;
}

function MetaEntryFormBody({ entry }: { entry?: MetaEntryView }) {
  const t = useText('content');
  const common = useText('common');
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const suggestions = useId();
  const form = useForm<MetaEntryForm>({
    defaultValues: metaEntryFormOf(entry),
    resolver: contractResolver<MetaEntryForm>(MetaEntryFormSchema, toMetaEntryForm, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveMetaEntry(toMetaEntryForm(values).page, toMetaEntryBody(values));
      await queryClient.invalidateQueries({ queryKey: ['meta'] });
      notify(saved.message ?? common('saved'));
      navigate('/content/meta');
    } catch (error) {
      applyApiErrors(error, form.setError, META_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-5">
      <PageHeader title={entry ? t('edit_meta_entry') : t('new_meta_entry')} />
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {errors.root.server.message}
        </p>
      )}
      <TextField
        label={t('page_key')}
        hint={t('meta_page_hint')}
        dir="ltr"
        list={suggestions}
        readOnly={!!entry}
        error={errorText(errors.page)}
        {...form.register('page')}
      />
      <datalist id={suggestions}>
        {CONTENT_PAGE_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`page_${key}`)}
          </option>
        ))}
      </datalist>
      <LocalizedTextField<MetaEntryForm>
        name="title"
        label={t('title_field')}
        register={form.register}
        errors={errors}
      />
      <LocalizedTextField<MetaEntryForm>
        name="description"
        label={t('description')}
        register={form.register}
        errors={errors}
        multiline
      />
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
