// An article: type and address name, texts in three languages with the body in a rich-text editor (one per
// language, each in its own direction), a picture, the publication date (a later one schedules it) and
// whether it is published.
import { ArticleCreateBody, ArticlePatchBody } from '@dukan/core/contract/admin-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { CheckboxField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ImageUploader } from '../../ui/ImageUploader';
import { LocalizedTextField } from '../../ui/LocalizedTextField';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { createArticle, readArticle, updateArticle, type ArticleView } from './api';
import { articleFormOf, toArticleBody, type ArticleForm } from './article-form';
import { contractResolver, errorMessage } from './contract-resolver';
import { LocalizedRichTextField } from './LocalizedRichTextField';

const FIELDS = ['type', 'slug', 'title', 'summary', 'body', 'image', 'published_at', 'published'];

export function ArticleFormPage() {
  const { id } = useParams();
  const existing = useQuery({ queryKey: ['articles', 'one', id], queryFn: () => readArticle(id!), enabled: !!id });
  if (id && existing.isPending) return <Loading />;
  if (existing.isError) return <ErrorBox error={existing.error} onRetry={() => void existing.refetch()} />;
  return <ArticleEditor key={id ?? 'new'} id={id} article={existing.data} />;
}

function ArticleEditor({ id, article }: { id?: string; article?: ArticleView }) {
  const t = useText('content');
  const common = useText('common');
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ArticleForm>({
    defaultValues: articleFormOf(article),
    resolver: contractResolver<ArticleForm>(id ? ArticlePatchBody : ArticleCreateBody, toArticleBody, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  const errors = form.formState.errors as typeof form.formState.errors & { image?: { message?: string } };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = id ? await updateArticle(id, toArticleBody(values)) : await createArticle(toArticleBody(values));
      await queryClient.invalidateQueries({ queryKey: ['articles'] });
      notify(saved.message ?? common('saved'));
      navigate('/content/articles');
    } catch (error) {
      applyApiErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-5">
      <PageHeader title={id ? t('edit_article') : t('new_article')} />
      <FormAlert error={errors.root?.server} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('article_type')} dir="ltr" error={errorText(errors.type)} {...form.register('type')} />
        <TextField
          label={t('slug')}
          hint={t('slug_hint')}
          dir="ltr"
          error={errorText(errors.slug)}
          {...form.register('slug')}
        />
      </div>
      <LocalizedTextField<ArticleForm> name="title" label={t('title_field')} register={form.register} errors={errors} />
      <LocalizedTextField<ArticleForm>
        name="summary"
        label={t('summary')}
        register={form.register}
        errors={errors}
        multiline
      />
      <LocalizedRichTextField<ArticleForm> name="body" label={t('body')} control={form.control} errors={errors} />
      <Controller
        control={form.control}
        name="pictures"
        render={({ field }) => (
          <ImageUploader label={t('picture')} value={field.value} onChange={field.onChange} max={1} describe={false} />
        )}
      />
      {errors.image?.message && (
        <p role="alert" className="text-sm text-red-800">
          {errors.image.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('published_at')}
          type="datetime-local"
          error={errorText(errors.published_at)}
          {...form.register('published_at')}
        />
        <CheckboxField className="self-end" label={t('published')} {...form.register('published')} />
      </div>
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
