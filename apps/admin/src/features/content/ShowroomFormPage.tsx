// A showroom: its city, name and address in three languages, phone, map pin, opening hours per weekday and
// whether it shows. Hours are periods in Baghdad's wall-clock time; a period that closes at or before it
// opens runs past midnight (the contract's rule, packages/core/src/content/opening-hours.ts), so a late
// shop is one period, not two. Checked by the API's own body schema before sending.
import {
  type LocalizedText,
  ShowroomCreateBody,
  ShowroomPatchBody,
  type ShowroomView,
} from '@dukan/core/contract/admin-content';
import { IRAQ_WEEK } from '@dukan/core/content/opening-hours';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { CheckboxField, SelectField, TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { ImageUploader } from '../../ui/ImageUploader';
import { LocalizedTextField } from '../../ui/LocalizedTextField';
import { MapPinField } from '../../ui/MapPinField';
import { ErrorBox, FormAlert, Loading, PageHeader } from '../../ui/Status';
import { useToast } from '../../ui/Toast';
import { listCities } from './api';
import { contractResolver, errorMessage } from './contract-resolver';
import { inLocale } from './localized';
import {
  createShowroom,
  NEW_PERIOD,
  readShowroom,
  SHOWROOM_FIELDS,
  showroomFormOf,
  toShowroomBody,
  updateShowroom,
  type ShowroomForm,
} from './ShowroomForm';

export function ShowroomFormPage() {
  const { id } = useParams();
  const existing = useQuery({ queryKey: ['showrooms', 'one', id], queryFn: () => readShowroom(id!), enabled: !!id });
  const cities = useQuery({ queryKey: ['cities'], queryFn: listCities });
  if ((id && existing.isPending) || cities.isPending) return <Loading />;
  if (existing.isError) return <ErrorBox error={existing.error} onRetry={() => void existing.refetch()} />;
  if (cities.isError) return <ErrorBox error={cities.error} onRetry={() => void cities.refetch()} />;
  return (
    <ShowroomFormBody
      key={id ?? 'new'}
      id={id}
      showroom={existing.data}
      cities={cities.data.map((c) => ({ id: c.id, name: c.name }))}
    />
  );
}

function OpeningHoursField({
  control,
  register,
  error,
}: {
  control: Control<ShowroomForm>;
  register: UseFormRegister<ShowroomForm>;
  error?: string;
}) {
  const t = useText('content');
  const periods = useFieldArray({ control, name: 'opening_hours' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('opening_hours')}</legend>
      <p className="text-xs text-stone-700">{t('opening_hours_hint')}</p>
      {IRAQ_WEEK.map((day) => {
        const ofDay = periods.fields.map((field, index) => ({ field, index })).filter((p) => p.field.day === day);
        const dayName = t(`weekday_${day}`);
        return (
          <div key={day} className="flex flex-wrap items-center gap-2 border-t border-stone-200 pt-2">
            <span className="w-24 text-sm font-medium">{dayName}</span>
            {ofDay.length === 0 && <span className="text-sm text-stone-700">{t('closed')}</span>}
            {ofDay.map(({ field, index }) => (
              <span key={field.id} className="flex items-center gap-1">
                <input
                  type="time"
                  aria-label={t('opens_at', { day: dayName })}
                  className="rounded-md border border-stone-300 px-2 py-1 text-sm"
                  {...register(`opening_hours.${index}.open`)}
                />
                <span aria-hidden="true">–</span>
                <input
                  type="time"
                  aria-label={t('closes_at', { day: dayName })}
                  className="rounded-md border border-stone-300 px-2 py-1 text-sm"
                  {...register(`opening_hours.${index}.close`)}
                />
                <Button
                  variant="ghost"
                  onClick={() => periods.remove(index)}
                  aria-label={t('remove_period', { day: dayName })}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </span>
            ))}
            <Button variant="secondary" onClick={() => periods.append({ day, ...NEW_PERIOD })}>
              <Plus aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('add_period', { day: dayName })}</span>
            </Button>
          </div>
        );
      })}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The first message anywhere under an error node (the hours' errors sit on a period or on one of its times). */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const message = (node as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'ref') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}

function ShowroomFormBody({
  id,
  showroom,
  cities,
}: {
  id?: string;
  showroom?: ShowroomView;
  cities: { id: number; name: LocalizedText }[];
}) {
  const t = useText('content');
  const common = useText('common');
  const { locale } = useLocale();
  const notify = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ShowroomForm>({
    defaultValues: showroomFormOf(showroom),
    resolver: contractResolver<ShowroomForm>(id ? ShowroomPatchBody : ShowroomCreateBody, toShowroomBody, (key) =>
      errorMessage(key, t, common('invalid_value')),
    ),
  });
  const errors = form.formState.errors as typeof form.formState.errors & { image?: { message?: string } };

  const submit = form.handleSubmit(async (values) => {
    const body = toShowroomBody(values);
    try {
      const saved = id ? await updateShowroom(id, body) : await createShowroom(body);
      await queryClient.invalidateQueries({ queryKey: ['showrooms'] });
      notify(saved.message ?? common('saved'));
      navigate('/content/showrooms');
    } catch (error) {
      applyApiErrors(error, form.setError, SHOWROOM_FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-3xl flex-col gap-5">
      <PageHeader title={id ? t('edit_showroom') : t('new_showroom')} />
      <FormAlert error={errors.root?.server} />
      <SelectField
        label={t('city')}
        options={cities.map((c) => ({ value: String(c.id), label: inLocale(c.name, locale) }))}
        empty={t('choose_city')}
        error={errorText(errors.city_id)}
        {...form.register('city_id')}
      />
      <LocalizedTextField<ShowroomForm>
        name="name"
        label={t('showroom_name')}
        register={form.register}
        errors={errors}
      />
      <LocalizedTextField<ShowroomForm>
        name="address"
        label={t('address')}
        register={form.register}
        errors={errors}
        multiline
      />
      <TextField
        label={t('phone')}
        dir="ltr"
        type="tel"
        autoComplete="off"
        error={errorText(errors.phone)}
        {...form.register('phone')}
      />
      <Controller
        control={form.control}
        name="pin"
        render={({ field }) => (
          <MapPinField
            label={t('map_pin')}
            value={field.value}
            onChange={field.onChange}
            error={firstMessage(errors.pin)}
          />
        )}
      />
      <OpeningHoursField control={form.control} register={form.register} error={firstMessage(errors.opening_hours)} />
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
