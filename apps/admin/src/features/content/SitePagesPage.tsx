// The storefront's footer pages (about us, privacy policy, terms…): which are written, and each page's
// title and text in three languages with the rich-text editor. A page is saved whole.
import { SitePageBody, type LocalizedText } from '@dukan/core/contract/admin-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../i18n/format';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';
import { LocalizedTextField } from '../../ui/LocalizedTextField';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { listSitePages, readSitePage, saveSitePage, type SitePageView } from './api';
import { contractResolver, errorMessage } from './contract-resolver';
import { LocalizedRichTextField } from './LocalizedRichTextField';

interface PageForm {
  title: LocalizedText;
  body: LocalizedText;
}

/** The API takes a page flat (`title_ku`, `body_ar`…). */
export const toSitePageBody = (v: PageForm) => ({
  title_ku: v.title.ku,
  title_ar: v.title.ar,
  title_en: v.title.en,
  body_ku: v.body.ku,
  body_ar: v.body.ar,
  body_en: v.body.en,
});
/** An error on `title_ku` belongs beside the form's `title.ku`. */
export const formFieldOf = (apiField: string) => apiField.replace(/^(title|body)_(ku|ar|en)$/, '$1.$2');

export function SitePagesPage() {
  const t = useText('content');
  const { locale } = useLocale();
  const pages = useQuery({ queryKey: ['site-pages'], queryFn: listSitePages });
  if (pages.isPending) return <Loading />;
  if (pages.isError) return <ErrorBox error={pages.error} onRetry={() => void pages.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('site_pages')} />
      <ul className="flex flex-col gap-2">
        {pages.data.map((page) => (
          <li
            key={page.slug}
            className="flex flex-wrap items-center gap-3 rounded-md border border-stone-300 bg-white p-3"
          >
            <Link to={`/content/pages/${page.slug}`} className="font-medium text-brand-700 underline">
              {t(`page_${page.slug}`)}
            </Link>
            <span className="text-sm text-stone-700">
              {page.written && page.updated_at
                ? t('page_updated', { date: formatDateTime(page.updated_at, locale) })
                : t('page_not_written')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SitePageFormPage() {
  const { slug = '' } = useParams();
  const page = useQuery({ queryKey: ['site-pages', slug], queryFn: () => readSitePage(slug) });
  if (page.isPending) return <Loading />;
  if (page.isError) return <ErrorBox error={page.error} onRetry={() => void page.refetch()} />;
  return <SitePageEditor key={slug} page={page.data} />;
}

function SitePageEditor({ page }: { page: SitePageView }) {
  const t = useText('content');
  const common = useText('common');
  const notify = useToast();
  const queryClient = useQueryClient();
  const form = useForm<PageForm>({
    defaultValues: { title: page.title, body: page.body },
    resolver: contractResolver<PageForm>(SitePageBody, toSitePageBody, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  // The contract's errors arrive under the API's flat names; put them beside the form's fields.
  const errors = form.formState.errors as Record<string, { message?: string } | undefined> &
    typeof form.formState.errors;
  const flatError = (field: string) => errors[field]?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await saveSitePage(page.slug, toSitePageBody(values));
      await queryClient.invalidateQueries({ queryKey: ['site-pages'] });
      notify(saved.message ?? common('saved'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          form.setError(formFieldOf(field) as never, { type: 'server', message: messages.join(' ') });
        }
      } else {
        form.setError('root.server', { type: 'server', message: (error as Error).message });
      }
    }
  });
  const clientErrors = ['title_ku', 'title_ar', 'title_en', 'body_ku', 'body_ar', 'body_en']
    .map(
      (field) =>
        flatError(field) &&
        `${t(field.startsWith('title') ? 'title_field' : 'body')} (${common(`lang_${field.slice(-2)}`)}): ${flatError(field)}`,
    )
    .filter(Boolean);

  return (
    <form onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-5">
      <PageHeader title={t(`page_${page.slug}`)} />
      {(errors.root?.server || clientErrors.length > 0) && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {errors.root?.server?.message}
          {clientErrors.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <LocalizedTextField<PageForm> name="title" label={t('title_field')} register={form.register} errors={errors} />
      <LocalizedRichTextField<PageForm> name="body" label={t('body')} control={form.control} errors={errors} />
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {common('save')}
        </Button>
      </div>
    </form>
  );
}
