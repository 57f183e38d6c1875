import { useText } from '../i18n/I18nProvider';
import { ApiError } from '../lib/api';
import { Button } from './Button';

export function Loading() {
  const t = useText('common');
  return (
    <p role="status" className="p-6 text-stone-700">
      {t('loading')}
    </p>
  );
}

export function ErrorBox({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useText('common');
  const message = error instanceof ApiError && error.status === 403 ? t('forbidden') : (error as Error)?.message;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{t('error_title')}</p>
      {message && <p className="text-sm">{message}</p>}
      {onRetry && (
        <Button variant="secondary" className="mt-2" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

export function Forbidden() {
  const t = useText('common');
  return <p className="rounded-md bg-amber-50 p-4 text-amber-900">{t('forbidden')}</p>;
}

export function PageHeader({ title, actions }: { title: string; actions?: React.ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A form's own error (the server's answer that names no field), announced above the form's fields. */
export function FormAlert({ error }: { error?: { message?: string } }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
      {error.message}
    </p>
  );
}
