// Articles, newest first: title, type, published or draft and the date it shows from; deleting asks first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { deleteArticle, listArticles, type ArticleView } from './api';
import { inLocale } from './localized';

export function ArticlesPage() {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const articles = useQuery({ queryKey: ['articles'], queryFn: listArticles });
  const [removing, setRemoving] = useState<ArticleView | null>(null);
  const remove = useMutation({
    mutationFn: deleteArticle,
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['articles'] });
      notify(r?.message ?? common('saved'));
    },
    onError: (error) => notify(error.message, 'error'),
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('articles')}
        actions={
          <Link
            to="/content/articles/new"
            className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('new_article')}
          </Link>
        }
      />
      {articles.isPending ? (
        <Loading />
      ) : articles.isError ? (
        <ErrorBox error={articles.error} onRetry={() => void articles.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('articles')}</caption>
            <thead className="bg-stone-50">
              <tr>
                {[t('title_field'), t('article_type'), t('state'), t('published_at'), common('actions')].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {articles.data.map((article) => {
                const title = inLocale(article.title, locale);
                return (
                  <tr key={article.id} className="border-t border-stone-200">
                    <td className="px-3 py-2">
                      <Link to={`/content/articles/${article.id}`} className="font-medium text-brand-700 underline">
                        {title}
                      </Link>
                    </td>
                    <td className="px-3 py-2" dir="ltr">
                      {article.type}
                    </td>
                    <td className="px-3 py-2">{article.published ? t('published') : t('draft')}</td>
                    <td className="px-3 py-2">{formatDateTime(article.published_at, locale)}</td>
                    <td className="px-3 py-2">
                      <Button
                        variant="ghost"
                        onClick={() => setRemoving(article)}
                        aria-label={t('delete_named', { title })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
              {articles.data.length === 0 && (
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
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('delete_named', { title: removing ? inLocale(removing.title, locale) : '' })}
        description={t('delete_description')}
        confirmLabel={common('delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </div>
  );
}
