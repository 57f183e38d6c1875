'use client';

import { useState, type FormEvent } from 'react';
import { updateMe } from '@/features/account/customer-api';
import { getSession } from '@/lib/auth/browser-session';
import { useSession } from '@/lib/auth/use-session';
import { checkProfile, type ProfileValues } from '@/ui/form/validation';
import { FormError, SubmitButton } from '@/ui/form/fields';
import { profileValuesOf, ProfileFields } from './ProfileFields';
import { useFormErrors } from './use-form-errors';
import { useText } from '@/i18n/use-text';
import { withCustomer } from '@/lib/auth/use-customer-call';

/** Edits the saved profile (PUT update-me); the API's "saved" message is the confirmation. */
export function PersonalInformationForm() {
  const { customer } = useSession();
  // Keyed by the customer so the form starts from what is saved, also after a save elsewhere.
  return customer ? <ProfileEditor key={customer.id} initial={profileValuesOf(customer)} /> : null;
}

function ProfileEditor({ initial }: { initial: ProfileValues }) {
  const tAuth = useText('auth');
  const tAccount = useText('account');
  const [values, setValues] = useState(initial);
  const { errors, formError, busy, fromCodes, run } = useFormErrors(tAuth);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkProfile(values);
    if (!checked.ok) {
      fromCodes(checked.errors);
      return;
    }
    const result = await run(() => withCustomer((context, token) => updateMe(context, token, checked.data)));
    if (result.ok) getSession().setCustomer(result.data.data);
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4 rounded-xl border border-stone-200 bg-white p-5">
      <ProfileFields values={values} onChange={setValues} errors={errors} />
      <FormError error={formError} />
      <div className="sm:w-56">
        <SubmitButton busy={busy} busyLabel={tAuth('auth_busy')}>
          {tAccount('account_save')}
        </SubmitButton>
      </div>
    </form>
  );
}
