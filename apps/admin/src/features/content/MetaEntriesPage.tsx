// Meta entries: the title and description search engines show for each storefront page, one entry per page
// key. The list links each to its form; a new entry picks its key (the storefront's pages are suggested).
import { CONTENT_PAGE_KEYS, type MetaEntryView } from '@dukan/core/contract/admin-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { LocalizedTextField } from '../../ui/LocalizedTextField';
import { NewRecordLink, RECORD_LINK_CLASS, RecordTable } from '../../ui/RecordTable';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
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

export function MetaEntriesPage() {
  const t = useText('content');
  const { locale } = useLocale();
  const entries = useQuery({ queryKey: ['meta'], queryFn: listMetaEntries });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('meta_entries')}
        actions={<NewRecordLink to="/content/meta/new">{t('new_meta_entry')}</NewRecordLink>}
      />
      <RecordTable<MetaEntryView>
        caption={t('meta_entries')}
        query={entries}
        rowKey={(entry) => entry.page}
        nameOf={(entry) => entry.page}
        columns={[
          {
            header: t('page_key'),
            dir: 'ltr',
            cell: (entry) => (
              <Link to={`/content/meta/${encodeURIComponent(entry.page)}`} className={RECORD_LINK_CLASS}>
                {entry.page}
              </Link>
            ),
          },
          { header: t('title_field'), cell: (entry) => inLocale(entry.title, locale) },
        ]}
        remove={{
          run: (entry) => deleteMetaEntry(entry.page),
          invalidates: ['meta'],
          label: (title) => t('delete_named', { title }),
          description: t('meta_delete_description'),
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
      <FormAlert error={errors.root?.server} />
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
