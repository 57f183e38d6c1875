// Search synonyms: the groups of words search treats as one thing, which a fresh shop starts with and the owner
// keeps up here. A list of the groups, a dialog to add or change one, a question before deleting.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocale, useText } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locale';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { Dialog, DialogFormActions } from '../../ui/Dialog';
import { TextareaField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { DeleteRecordDialog, EditDeleteButtons, RecordList } from '../../ui/RecordList';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import {
  createSynonyms,
  deleteSynonyms,
  listSynonyms,
  termsOf,
  termsProblem,
  textOf,
  updateSynonyms,
  type SynonymGroup,
} from './synonyms';

const QUERY_KEY = ['search-synonyms'];

/** The words of a group in one line, with the comma of the language («،» in Kurdish and Arabic). */
const wordList = (terms: readonly string[], locale: Locale) => terms.join(locale === 'en' ? ', ' : '، ');

export function SynonymsPage() {
  const t = useText('catalogue');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const groups = useQuery({ queryKey: QUERY_KEY, queryFn: listSynonyms });
  const [editing, setEditing] = useState<SynonymGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SynonymGroup | null>(null);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('synonyms')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('new_synonyms')}
          </Button>
        }
      />
      <p className="max-w-3xl text-stone-800">{t('synonyms_intro')}</p>
      {groups.isPending ? (
        <Loading />
      ) : groups.isError ? (
        <ErrorBox error={groups.error} onRetry={() => void groups.refetch()} />
      ) : (
        <RecordList empty={groups.data.length === 0}>
          {groups.data.map((group) => (
            <li key={group.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <ul className="flex flex-wrap gap-1.5" aria-label={wordList(group.terms, locale)}>
                {group.terms.map((term) => (
                  // A word keeps its own direction: "phone" beside «مۆبایل» on a right-to-left page.
                  <li key={term} dir="auto" className="rounded bg-stone-100 px-2 py-0.5 text-sm">
                    {term}
                  </li>
                ))}
              </ul>
              <span className="flex gap-1">
                <EditDeleteButtons
                  name={wordList(group.terms, locale)}
                  onEdit={() => setEditing(group)}
                  onDelete={() => setDeleting(group)}
                />
              </span>
            </li>
          ))}
        </RecordList>
      )}
      {editing && (
        <SynonymDialog
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async (message) => {
            await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
            notify(message ?? common('saved'));
            setEditing(null);
          }}
        />
      )}
      <DeleteRecordDialog
        record={deleting}
        onClose={() => setDeleting(null)}
        title={t('delete_synonyms_title', { words: deleting ? wordList(deleting.terms, locale) : '' })}
        description={t('delete_synonyms_description')}
        run={(group) => deleteSynonyms(group.id)}
        invalidates={QUERY_KEY}
      />
    </div>
  );
}

function SynonymDialog({
  group,
  onClose,
  onSaved,
}: {
  group: SynonymGroup | null;
  onClose: () => void;
  onSaved: (message: string | undefined) => Promise<void>;
}) {
  const t = useText('catalogue');
  const form = useForm<{ words: string }>({ defaultValues: { words: group ? textOf(group.terms) : '' } });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async ({ words }) => {
    const terms = termsOf(words);
    const problem = termsProblem(terms);
    if (problem) {
      const message =
        problem.kind === 'one_word'
          ? t('error_synonym_one_word', { term: problem.term })
          : t(problem.kind === 'too_few' ? 'error_synonym_too_few' : 'error_synonym_too_many');
      form.setError('words', { type: 'validate', message });
      return;
    }
    try {
      const answer = group ? await updateSynonyms(group.id, terms) : await createSynonyms(terms);
      await onSaved(answer.message);
    } catch (error) {
      // The API names the list (`terms`) or one word of it (`terms.2`); both belong to the one field here.
      const said =
        error instanceof ApiError
          ? Object.entries(error.fieldErrors)
              .filter(([field]) => field === 'terms' || field.startsWith('terms.'))
              .flatMap(([, messages]) => messages)
          : [];
      if (said.length > 0) form.setError('words', { type: 'server', message: [...new Set(said)].join(' ') });
      else applyApiErrors(error, form.setError, ['words']);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={group ? t('edit_synonyms') : t('new_synonyms')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FormAlert error={errors.root?.server} />
        <TextareaField
          label={t('synonym_words')}
          hint={t('synonym_words_hint')}
          dir="auto"
          rows={6}
          error={errorText(errors.words)}
          {...form.register('words')}
        />
        <DialogFormActions onCancel={onClose} busy={form.formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
