// Articles, newest first: title, type, published or draft and the date it shows from; deleting asks first.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../i18n/format';
import { NewRecordLink, RECORD_LINK_CLASS, RecordTable } from '../../ui/RecordTable';
import { PageHeader } from '../../ui/Status';
import { deleteArticle, listArticles, type ArticleView } from './api';
import { inLocale } from './localized';

export function ArticlesPage() {
  const t = useText('content');
  const { locale } = useLocale();
  const articles = useQuery({ queryKey: ['articles'], queryFn: listArticles });
  const titleOf = (article: ArticleView) => inLocale(article.title, locale);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('articles')}
        actions={<NewRecordLink to="/content/articles/new">{t('new_article')}</NewRecordLink>}
      />
      <RecordTable
        caption={t('articles')}
        query={articles}
        rowKey={(article) => article.id}
        nameOf={titleOf}
        columns={[
          {
            header: t('title_field'),
            cell: (article) => (
              <Link to={`/content/articles/${article.id}`} className={RECORD_LINK_CLASS}>
                {titleOf(article)}
              </Link>
            ),
          },
          { header: t('article_type'), dir: 'ltr', cell: (article) => article.type },
          { header: t('state'), cell: (article) => (article.published ? t('published') : t('draft')) },
          { header: t('published_at'), cell: (article) => formatDateTime(article.published_at, locale) },
        ]}
        remove={{
          run: (article) => deleteArticle(article.id),
          invalidates: ['articles'],
          label: (title) => t('delete_named', { title }),
          description: t('delete_description'),
        }}
      />
    </div>
  );
}
