// The shop's contacts on the storefront's contact page and footer: phone, WhatsApp, email (one value), an
// address and opening hours (worded in each language). The form shows the box the chosen kind uses.
import { CONTACT_TYPES, ContactCreateBody, type ContactView } from '@dukan/core/contract/admin-content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { LocalizedTextField } from '../../ui/LocalizedTextField';
import { NewRecordLink, RECORD_LINK_CLASS, RecordTable } from '../../ui/RecordTable';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
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

export function ContactsPage() {
  const t = useText('content');
  const { locale } = useLocale();
  const contacts = useQuery({ queryKey: ['contacts'], queryFn: listContacts });
  const titleOf = (contact: ContactView) => inLocale(contact.title, locale);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('contacts')}
        actions={<NewRecordLink to="/content/contacts/new">{t('new_contact')}</NewRecordLink>}
      />
      <RecordTable
        caption={t('contacts')}
        query={contacts}
        rowKey={(contact) => contact.id}
        nameOf={titleOf}
        columns={[
          {
            header: t('title_field'),
            cell: (contact) => (
              <Link to={`/content/contacts/${contact.id}`} className={RECORD_LINK_CLASS}>
                {titleOf(contact)}
              </Link>
            ),
          },
          { header: t('contact_type'), cell: (contact) => t(`contact_type_${contact.type}`) },
          {
            header: t('contact_value'),
            className: 'max-w-md truncate',
            cell: (contact) =>
              isWorded(contact.type) ? (
                inLocale(contact.value_localized, locale) || contact.value
              ) : (
                <span dir="ltr">{contact.value}</span>
              ),
          },
        ]}
        remove={{
          run: (contact) => deleteContact(contact.id),
          invalidates: ['contacts'],
          label: (title) => t('delete_named', { title }),
          description: t('delete_description'),
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
      <FormAlert error={errors.root?.server} />
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
