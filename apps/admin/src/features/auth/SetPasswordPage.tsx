// The page a new staff member opens from their one-time link (/admin/set-password?token=…).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { FormAlert } from '../../ui/Status';
import { setPassword } from './api';
import { AuthFrame } from './AuthFrame';

interface Values {
  password: string;
  repeat: string;
}

export function SetPasswordPage() {
  const t = useText('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { password: '', repeat: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      setDone((await setPassword(token, password)).message);
    } catch (error) {
      applyApiErrors(error, form.setError, ['password']);
    }
  });
  const errors = form.formState.errors;
  return (
    <AuthFrame title={t('set_password_title')}>
      {done ? (
        <div className="flex flex-col gap-4">
          <p role="status">{done}</p>
          <Link to="/sign-in" className="font-semibold text-brand-700 underline">
            {t('sign_in')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormAlert error={errors.root?.server} />
          <TextField
            label={t('new_password')}
            hint={t('password_rules')}
            type="password"
            autoComplete="new-password"
            error={errorText(errors.password)}
            {...form.register('password', { required: t('password_required') })}
          />
          <TextField
            label={t('repeat_password')}
            type="password"
            autoComplete="new-password"
            error={errorText(errors.repeat)}
            {...form.register('repeat', {
              validate: (value, all) => value === all.password || t('passwords_differ'),
            })}
          />
          <Button type="submit" busy={form.formState.isSubmitting} disabled={!token}>
            {t('save_password')}
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
