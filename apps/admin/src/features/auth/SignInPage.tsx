// Sign-in in two steps: email and password, then the code sent to the email. Errors come from the API in
// the chosen language and appear beside the field they concern.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/fields';
import { applyApiErrors, errorText } from '../../ui/form';
import { asciiDigits, resendCode, startSignIn, verifyCode } from './api';
import { AuthFrame } from './AuthFrame';
import { useSession } from './session';

interface Credentials {
  email: string;
  password: string;
}
interface CodeForm {
  code: string;
}

/** Only paths inside the back office: `?next=` must not send anyone elsewhere. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const t = useText('auth');
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [verifyId, setVerifyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const credentials = useForm<Credentials>({ defaultValues: { email: '', password: '' } });
  const code = useForm<CodeForm>({ defaultValues: { code: '' } });

  // The code step takes the focus: the next thing to type is the code.
  const { setFocus } = code;
  useEffect(() => {
    if (verifyId) setFocus('code');
  }, [verifyId, setFocus]);

  if (session.status === 'signed-in') return <Navigate to={safeNext(params.get('next'))} replace />;

  const submitCredentials = credentials.handleSubmit(async ({ email, password }) => {
    try {
      const started = await startSignIn(email, password);
      setVerifyId(started.verify_id);
      setNotice(started.message ?? t('code_sent'));
    } catch (error) {
      applyApiErrors(error, credentials.setError, ['email', 'password']);
    }
  });

  const submitCode = code.handleSubmit(async (values) => {
    try {
      const tokens = await verifyCode(verifyId!, asciiDigits(values.code));
      await session.signedIn(tokens);
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (error) {
      applyApiErrors(error, code.setError, ['code']);
    }
  });

  const resend = async () => {
    try {
      const sent = await resendCode(verifyId!);
      if (sent.verify_id) setVerifyId(sent.verify_id);
      setNotice(sent.message ?? t('code_sent'));
    } catch (error) {
      applyApiErrors(error, code.setError, ['code']);
    }
  };

  const formError = (verifyId ? code : credentials).formState.errors.root?.server?.message;

  return (
    <AuthFrame title={t('sign_in_title')}>
      {formError && (
        <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </p>
      )}
      {!verifyId ? (
        <form onSubmit={submitCredentials} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            required
            error={errorText(credentials.formState.errors.email)}
            {...credentials.register('email', { required: t('email_required') })}
          />
          <TextField
            label={t('password')}
            type="password"
            autoComplete="current-password"
            required
            error={errorText(credentials.formState.errors.password)}
            {...credentials.register('password', { required: t('password_required') })}
          />
          <Button type="submit" busy={credentials.formState.isSubmitting}>
            {t('continue')}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate className="flex flex-col gap-4">
          {notice && (
            <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-800">
              {notice}
            </p>
          )}
          <TextField
            label={t('code')}
            hint={t('code_hint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            required
            error={errorText(code.formState.errors.code)}
            {...code.register('code', { required: t('code_required') })}
          />
          <Button type="submit" busy={code.formState.isSubmitting}>
            {t('sign_in')}
          </Button>
          <div className="flex flex-wrap justify-between gap-2">
            <Button variant="ghost" onClick={() => void resend()}>
              {t('resend')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setVerifyId(null);
                code.reset();
              }}
            >
              {t('back')}
            </Button>
          </div>
        </form>
      )}
    </AuthFrame>
  );
}
