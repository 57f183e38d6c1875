'use client';

import { useState, type FormEvent } from 'react';
import { saveNewProfile } from '@/features/account/flows';
import { checkProfile, type ProfileValues } from '@/ui/form/validation';
import { FormError, SubmitButton } from '@/ui/form/fields';
import { EMPTY_PROFILE, ProfileFields } from './ProfileFields';
import { useFormErrors } from './use-form-errors';
import { useText } from '@/i18n/use-text';

/** The personal-info step: the profile a new account still needs (me answered 404). */
export function PersonalInfoForm() {
  const tAuth = useText('auth');
  const [values, setValues] = useState<ProfileValues>(EMPTY_PROFILE);
  const { errors, formError, busy, fromCodes, run } = useFormErrors(tAuth);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkProfile(values);
    if (!checked.ok) {
      fromCodes(checked.errors);
      return;
    }
    await run(() => saveNewProfile(checked.data));
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-stone-600">{tAuth('auth_personalinfo_intro')}</p>
      <ProfileFields values={values} onChange={setValues} errors={errors} focusFirst />
      <FormError error={formError} />
      <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
        {tAuth('auth_save_profile')}
      </SubmitButton>
    </form>
  );
}
