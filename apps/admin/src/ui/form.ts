// Puts an API refusal where the person will look: each `errors.<field>` beside its field, the message at
// the top of the form when no field claims it. Field names arrive as the API spells them (`title.ku`,
// `images.0`); React Hook Form uses the same dotted paths.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../lib/api';

export const FORM_ERROR = 'root.server' as const;

export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly string[],
): void {
  if (!(error instanceof ApiError)) {
    setError(FORM_ERROR as Path<T>, { type: 'server', message: String((error as Error)?.message ?? error) });
    return;
  }
  let placed = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const path = field.replace(/\[(\d+)\]/g, '.$1');
    if (knownFields.some((known) => path === known || path.startsWith(`${known}.`))) {
      setError(path as Path<T>, { type: 'server', message: messages.join(' ') });
      placed = true;
    }
  }
  // A refusal (403) is also said at the top: the fields it names may be out of sight or locked.
  if (!placed || error.status === 403) {
    setError(FORM_ERROR as Path<T>, { type: 'server', message: error.message });
  }
}

/** The message of one field's error, as fields.tsx wants it. */
export function errorText(error: { message?: unknown } | undefined): string | undefined {
  return typeof error?.message === 'string' ? error.message : undefined;
}
