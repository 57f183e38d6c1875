// A banner or highlight: its page, texts in three languages, picture (uploaded through ImageUploader), link
// and whether it shows. Checked by the API's own body schema before sending; the API's refusals show
// beside their fields. Saving announces 'content', so the storefront shows the change within seconds.
import {
  BannerCreateBody,
  BannerPatchBody,
  CONTENT_PAGE_KEYS,
  HIGHLIGHT_ICONS,
  HighlightCreateBody,
  HighlightPatchBody,
  type LocalizedText,
} from '@dukan/core/contract/admin-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ImageUploader, type Picture } from '../../ui/ImageUploader';
import { EMPTY_LOCALIZED, LocalizedTextField } from '../../ui/LocalizedTextField';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { createBlock, readBlock, updateBlock, type BlockKind, type BlockView } from './api';
import { contractResolver, errorMessage } from './contract-resolver';

interface BlockForm {
  page: string;
  title: LocalizedText;
  /** A banner's subtitle or a highlight's description. */
  text: LocalizedText;
  icon: string;
  pictures: Picture[];
  link: string;
  active: boolean;
}

const FIELDS = ['page', 'title', 'subtitle', 'description', 'icon', 'image', 'link', 'active'];

export function toBlockBody(kind: BlockKind, v: BlockForm) {
  const common = {
    page: v.page,
    title: v.title,
    image: v.pictures[0]?.media ?? null,
    link: v.link.trim() || null,
    active: v.active,
  };
  return kind === 'banners'
    ? { ...common, subtitle: v.text }
    : { ...common, description: v.text, icon: v.icon || null };
}

export function blockFormOf(block: BlockView | undefined, page: string): BlockForm {
  if (!block) {
    return { page, title: EMPTY_LOCALIZED, text: EMPTY_LOCALIZED, icon: '', pictures: [], link: '', active: true };
  }
  return {
    page: block.page,
    title: block.title,
    text: 'subtitle' in block ? block.subtitle : block.description,
    icon: 'icon' in block ? (block.icon ?? '') : '',
    pictures: block.image ? [{ media: block.image, url: block.image, alt: EMPTY_LOCALIZED }] : [],
    link: block.link ?? '',
    active: block.active,
  };
}

export function BlockFormPage({ kind }: { kind: BlockKind }) {
  const { id } = useParams();
  const existing = useQuery({ queryKey: [kind, 'one', id], queryFn: () => readBlock(kind, id!), enabled: !!id });
  if (id && existing.isPending) return <Loading />;
  if (existing.isError) return <ErrorBox error={existing.error} onRetry={() => void existing.refetch()} />;
  return <BlockForm key={id ?? 'new'} kind={kind} id={id} block={existing.data} />;
}

function BlockForm({ kind, id, block }: { kind: BlockKind; id?: string; block?: BlockView }) {
  const t = useText('content');
  const common = useText('common');
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const schema =
    kind === 'banners' ? (id ? BannerPatchBody : BannerCreateBody) : id ? HighlightPatchBody : HighlightCreateBody;
  const form = useForm<BlockForm>({
    defaultValues: blockFormOf(block, params.get('page') || 'home'),
    resolver: contractResolver<BlockForm>(
      schema,
      (v) => toBlockBody(kind, v),
      (key) => errorMessage(key, t, common('invalid_value')),
    ),
  });
  const errors = form.formState.errors as typeof form.formState.errors & {
    subtitle?: { message?: string };
    description?: { message?: string };
    image?: { message?: string };
  };
  const textName = kind === 'banners' ? 'subtitle' : 'description';

  const submit = form.handleSubmit(async (values) => {
    const body = toBlockBody(kind, values);
    try {
      const saved = id ? await updateBlock(kind, id, body) : await createBlock(kind, body);
      await queryClient.invalidateQueries({ queryKey: [kind] });
      notify(saved.message ?? common('saved'));
      navigate(`/content/${kind}?page=${values.page}`);
    } catch (error) {
      applyApiErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-5">
      <PageHeader title={id ? t(`edit_${kind}`) : t(`new_${kind}`)} />
      <FormAlert error={errors.root?.server} />
      <SelectField
        label={t('page_key')}
        options={CONTENT_PAGE_KEYS.map((key) => ({ value: key, label: t(`page_${key}`) }))}
        error={errorText(errors.page)}
        {...form.register('page')}
      />
      <LocalizedTextField<BlockForm> name="title" label={t('title_field')} register={form.register} errors={errors} />
      <LocalizedTextField<BlockForm>
        name="text"
        label={t(kind === 'banners' ? 'subtitle' : 'description')}
        register={form.register}
        errors={errors}
        multiline={kind === 'highlights'}
      />
      {errors[textName]?.message && <p className="text-sm text-red-800">{errors[textName]?.message}</p>}
      {kind === 'highlights' && (
        <SelectField
          label={t('icon')}
          options={HIGHLIGHT_ICONS.map((icon) => ({ value: icon, label: t(`icon_${icon}`) }))}
          empty={common('none')}
          error={errorText(errors.icon)}
          {...form.register('icon')}
        />
      )}
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
      <TextField
        label={t('link')}
        hint={t('link_hint')}
        dir="ltr"
        error={errorText(errors.link)}
        {...form.register('link')}
      />
      <CheckboxField label={t('shown_on_storefront')} {...form.register('active')} />
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
