// Social accounts shown in the storefront's footer: the network and an https link, listed in their order.
import {
  SOCIAL_PLATFORMS,
  SocialCreateBody,
  SocialPatchBody,
  type SocialView,
} from '@dukan/core/contract/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
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

const LINK_BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

export function SocialsPage() {
  const t = useText('content');
  const common = useText('common');
  const notify = useToast();
  const queryClient = useQueryClient();
  const socials = useQuery({ queryKey: ['socials'], queryFn: listSocials });
  const [removing, setRemoving] = useState<SocialView | null>(null);
  const remove = useMutation({
    mutationFn: deleteSocial,
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['socials'] });
      notify(r?.message ?? common('saved'));
    },
    onError: (error) => notify(error.message, 'error'),
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('socials')}
        actions={
          <Link to="/content/socials/new" className={LINK_BUTTON}>
            <Plus aria-hidden="true" className="size-4" />
            {t('new_social')}
          </Link>
        }
      />
      {socials.isPending ? (
        <Loading />
      ) : socials.isError ? (
        <ErrorBox error={socials.error} onRetry={() => void socials.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('socials')}</caption>
            <thead className="bg-stone-50">
              <tr>
                {[t('platform'), t('link'), common('actions')].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {socials.data.map((social) => (
                <tr key={social.id} className="border-t border-stone-200">
                  <td className="px-3 py-2">
                    <Link to={`/content/socials/${social.id}`} className="font-medium text-brand-700 underline">
                      {platformName(social.platform)}
                    </Link>
                  </td>
                  <td className="max-w-md truncate px-3 py-2" dir="ltr">
                    {social.url}
                  </td>
                  <td className="px-3 py-2">
                    <Button
                      variant="ghost"
                      onClick={() => setRemoving(social)}
                      aria-label={t('delete_named', { title: platformName(social.platform) })}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </td>
                </tr>
              ))}
              {socials.data.length === 0 && (
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
        title={t('delete_named', { title: removing ? platformName(removing.platform) : '' })}
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
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {errors.root.server.message}
        </p>
      )}
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
