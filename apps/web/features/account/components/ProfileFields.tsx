'use client';

import { GENDERS } from '@dukan/core/contract/auth';
import { useId } from 'react';
import type { ProfileValues } from '@/ui/form/validation';
import { TextField } from '@/ui/form/fields';
import type { FieldTexts } from './use-form-errors';
import { useText } from '@/i18n/use-text';

export const EMPTY_PROFILE: ProfileValues = { first_name: '', last_name: '', birthday: '', gender: '' };

interface Props {
  values: ProfileValues;
  onChange: (values: ProfileValues) => void;
  errors: FieldTexts;
  focusFirst?: boolean;
}

/** First and last name, birthday and gender: the personal-info step and the personal-information page. */
export function ProfileFields({ values, onChange, errors, focusFirst }: Props) {
  const tAuth = useText('auth');
  const id = useId();
  const set = (patch: Partial<ProfileValues>) => onChange({ ...values, ...patch });
  const today = new Date().toISOString().slice(0, 10);
  const genderLabels = {
    male: tAuth('auth_gender_male'),
    female: tAuth('auth_gender_female'),
    '': tAuth('auth_gender_unset'),
  };
  const genderOptions: (keyof typeof genderLabels)[] = [...GENDERS, ''];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-first`}
          label={tAuth('auth_first_name')}
          value={values.first_name}
          onChange={(first_name) => set({ first_name })}
          autoComplete="given-name"
          maxLength={60}
          required
          focusFirst={focusFirst}
          error={errors.first_name}
        />
        <TextField
          id={`${id}-last`}
          label={tAuth('auth_last_name')}
          value={values.last_name}
          onChange={(last_name) => set({ last_name })}
          autoComplete="family-name"
          maxLength={60}
          required
          error={errors.last_name}
        />
      </div>
      <TextField
        id={`${id}-birthday`}
        type="date"
        label={tAuth('auth_birthday')}
        value={values.birthday}
        onChange={(birthday) => set({ birthday })}
        autoComplete="bday"
        min="1900-01-01"
        max={today}
        error={errors.birthday}
      />
      <fieldset aria-describedby={errors.gender ? `${id}-gender-error` : undefined}>
        <legend className="mb-1 text-sm font-medium text-stone-800">{tAuth('auth_gender')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {genderOptions.map((gender) => (
            <label key={gender || 'unset'} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-gender`}
                value={gender}
                checked={values.gender === gender}
                onChange={() => set({ gender })}
                className="h-4 w-4 accent-brand-700"
              />
              {genderLabels[gender]}
            </label>
          ))}
        </div>
        {errors.gender ? (
          <p id={`${id}-gender-error`} className="mt-1 text-sm text-red-700">
            {errors.gender}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

/** The form values of a saved profile. */
export function profileValuesOf(customer: {
  first_name: string;
  last_name: string;
  birthday: string | null;
  gender: string | null;
}): ProfileValues {
  return {
    first_name: customer.first_name,
    last_name: customer.last_name,
    birthday: customer.birthday ?? '',
    gender: customer.gender ?? '',
  };
}
