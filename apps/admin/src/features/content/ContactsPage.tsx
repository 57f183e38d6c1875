// The shop's contacts on the storefront's contact page and footer: phone, WhatsApp, email (one value), an
// address and opening hours (worded in each language). The form shows the box the chosen kind uses.
import { CONTACT_TYPES, ContactCreateBody, type ContactView } from '@dukan/core/contract/admin-content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { LocalizedTextField } from '../../ui/LocalizedTextField';
import { ErrorBox, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import {
  CONTACT_FIELDS,
  contactFormOf,
  createContact,
  deleteContact,
  isWorded,
  listContacts,
  readContact,
  toContactBody,
  updateContact,
  type ContactForm,
} from './ContactForm';
import { contractResolver, errorMessage } from './contract-resolver';
import { inLocale } from './localized';

const LINK_BUTTON =
  'inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800';

export function ContactsPage() {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const queryClient = useQueryClient();
  const contacts = useQuery({ queryKey: ['contacts'], queryFn: listContacts });
  const [removing, setRemoving] = useState<ContactView | null>(null);
  const remove = useMutation({
    mutationFn: deleteContact,
    onSuccess: async (r) => {
      await queryClient.invalidateQueries({ queryKey: ['contacts'] });
      notify(r?.message ?? common('saved'));
    },
    onError: (error) => notify(error.message, 'error'),
  });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('contacts')}
        actions={
          <Link to="/content/contacts/new" className={LINK_BUTTON}>
            <Plus aria-hidden="true" className="size-4" />
            {t('new_contact')}
          </Link>
        }
      />
      {contacts.isPending ? (
        <Loading />
      ) : contacts.isError ? (
        <ErrorBox error={contacts.error} onRetry={() => void contacts.refetch()} />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-stone-300 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('contacts')}</caption>
            <thead className="bg-stone-50">
              <tr>
                {[t('title_field'), t('contact_type'), t('contact_value'), common('actions')].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {contacts.data.map((contact) => {
                const title = inLocale(contact.title, locale);
                const worded = isWorded(contact.type);
                return (
                  <tr key={contact.id} className="border-t border-stone-200">
                    <td className="px-3 py-2">
                      <Link to={`/content/contacts/${contact.id}`} className="font-medium text-brand-700 underline">
                        {title}
                      </Link>
                    </td>
                    <td className="px-3 py-2">{t(`contact_type_${contact.type}`)}</td>
                    <td className="max-w-md truncate px-3 py-2" dir={worded ? undefined : 'ltr'}>
                      {worded ? inLocale(contact.value_localized, locale) || contact.value : contact.value}
                    </td>
                    <td className="px-3 py-2">
                      <Button
                        variant="ghost"
                        onClick={() => setRemoving(contact)}
                        aria-label={t('delete_named', { title })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </td>
                  </tr>
                );
              })}
              {contacts.data.length === 0 && (
                <tr>
                  <td colSpan={4} className="px-3 py-6 text-center text-stone-700">
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

export function ContactFormPage() {
  const { id } = useParams();
  const existing = useQuery({ queryKey: ['contacts', 'one', id], queryFn: () => readContact(id!), enabled: !!id });
  if (id && existing.isPending) return <Loading />;
  if (existing.isError) return <ErrorBox error={existing.error} onRetry={() => void existing.refetch()} />;
  return <ContactFormBody key={id ?? 'new'} id={id} contact={existing.data} />;
}

function ContactFormBody({ id, contact }: { id?: string; contact?: ContactView }) {
  const t = useText('content');
  const common = useText('common');
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ContactForm>({
    defaultValues: contactFormOf(contact),
    // An edit sends the whole contact, so it is held to the same rule as a new one (a value for its kind).
    resolver: contractResolver<ContactForm>(ContactCreateBody, toContactBody, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  const errors = form.formState.errors;
  const worded = isWorded(useWatch({ control: form.control, name: 'type' }));

  const submit = form.handleSubmit(async (values) => {
    const body = toContactBody(values);
    try {
      const saved = id ? await updateContact(id, body) : await createContact(body);
      await queryClient.invalidateQueries({ queryKey: ['contacts'] });
      notify(saved.message ?? common('saved'));
      navigate('/content/contacts');
    } catch (error) {
      applyApiErrors(error, form.setError, CONTACT_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-5">
      <PageHeader title={id ? t('edit_contact') : t('new_contact')} />
      {errors.root?.server && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {errors.root.server.message}
        </p>
      )}
      <SelectField
        label={t('contact_type')}
        options={CONTACT_TYPES.map((type) => ({ value: type, label: t(`contact_type_${type}`) }))}
        error={errorText(errors.type)}
        {...form.register('type')}
      />
      <LocalizedTextField<ContactForm> name="title" label={t('title_field')} register={form.register} errors={errors} />
      {worded ? (
        <LocalizedTextField<ContactForm>
          name="value_localized"
          label={t('contact_value')}
          register={form.register}
          errors={errors}
          multiline
        />
      ) : (
        <TextField label={t('contact_value')} dir="ltr" error={errorText(errors.value)} {...form.register('value')} />
      )}
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
