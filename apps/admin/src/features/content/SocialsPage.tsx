// Social accounts shown in the storefront's footer: the network and an https link, listed in their order.
import {
  SOCIAL_PLATFORMS,
  SocialCreateBody,
  SocialPatchBody,
  type SocialView,
} from '@dukan/core/contract/admin-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { NewRecordLink, RECORD_LINK_CLASS, RecordTable } from '../../ui/RecordTable';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { contractResolver, errorMessage } from './contract-resolver';
import {
  createSocial,
  deleteSocial,
  listSocials,
  PLATFORM_NAMES,
  platformName,
  readSocial,
  SOCIAL_FIELDS,
  socialFormOf,
  toSocialBody,
  updateSocial,
  type SocialForm,
} from './SocialForm';

export function SocialsPage() {
  const t = useText('content');
  const socials = useQuery({ queryKey: ['socials'], queryFn: listSocials });
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('socials')}
        actions={<NewRecordLink to="/content/socials/new">{t('new_social')}</NewRecordLink>}
      />
      <RecordTable
        caption={t('socials')}
        query={socials}
        rowKey={(social) => social.id}
        nameOf={(social) => platformName(social.platform)}
        columns={[
          {
            header: t('platform'),
            cell: (social) => (
              <Link to={`/content/socials/${social.id}`} className={RECORD_LINK_CLASS}>
                {platformName(social.platform)}
              </Link>
            ),
          },
          { header: t('link'), dir: 'ltr', className: 'max-w-md truncate', cell: (social) => social.url },
        ]}
        remove={{
          run: (social) => deleteSocial(social.id),
          invalidates: ['socials'],
          label: (title) => t('delete_named', { title }),
          description: t('delete_description'),
        }}
      />
    </div>
  );
}

export function SocialFormPage() {
  const { id } = useParams();
  const existing = useQuery({ queryKey: ['socials', 'one', id], queryFn: () => readSocial(id!), enabled: !!id });
  if (id && existing.isPending) return <Loading />;
  if (existing.isError) return <ErrorBox error={existing.error} onRetry={() => void existing.refetch()} />;
  return <SocialFormBody key={id ?? 'new'} id={id} social={existing.data} />;
}

function SocialFormBody({ id, social }: { id?: string; social?: SocialView }) {
  const t = useText('content');
  const common = useText('common');
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<SocialForm>({
    defaultValues: socialFormOf(social),
    resolver: contractResolver<SocialForm>(id ? SocialPatchBody : SocialCreateBody, toSocialBody, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    const body = toSocialBody(values);
    try {
      const saved = id ? await updateSocial(id, body) : await createSocial(body);
      await queryClient.invalidateQueries({ queryKey: ['socials'] });
      notify(saved.message ?? common('saved'));
      navigate('/content/socials');
    } catch (error) {
      applyApiErrors(error, form.setError, SOCIAL_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-5">
      <PageHeader title={id ? t('edit_social') : t('new_social')} />
      <FormAlert error={errors.root?.server} />
      <SelectField
        label={t('platform')}
        options={SOCIAL_PLATFORMS.map((p) => ({ value: p, label: PLATFORM_NAMES[p] }))}
        error={errorText(errors.platform)}
        {...form.register('platform')}
      />
      <TextField
        label={t('link')}
        hint={t('social_link_hint')}
        dir="ltr"
        type="url"
        error={errorText(errors.url)}
        {...form.register('url')}
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
