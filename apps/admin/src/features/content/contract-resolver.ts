// React Hook Form validation by the API's own zod body (@dukan/core's contract), so the form refuses what
// the API would refuse before a round trip. The contract's messages are API message keys; they are shown
// in the back office's language through the feature's `error_<key>` texts (the common "not valid" text when
// a key has none). The API still validates: its refusals land beside the fields via applyApiErrors.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { Translate } from '../../i18n/messages';

export function errorMessage(key: string, texts: Translate, fallback: string): string {
  const text = texts(`error_${key}`);
  return text === `error_${key}` ? fallback : text;
}

function translateAll(errors: FieldErrors, say: (key: string) => string) {
  for (const [name, node] of Object.entries(errors)) {
    // `ref` is the field's element, not a nested error.
    if (name === 'ref' || !node || typeof node !== 'object') continue;
    const error = node as { message?: unknown; type?: unknown };
    if (typeof error.message === 'string' && typeof error.type === 'string') error.message = say(error.message);
    translateAll(node as FieldErrors, say);
  }
}

/**
 * `toBody` turns the form's values into the body the API takes (empty link → null, …); the same function
 * makes the body sent, so what was checked is what is sent.
 */
export function contractResolver<F extends FieldValues>(
  schema: z.ZodType,
  toBody: (values: F) => unknown,
  say: (key: string) => string,
): Resolver<F> {
  // The contract's schemas type their input loosely (preprocessed numbers); the form's own type is F.
  const validate = zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await validate(toBody(values) as FieldValues, context, options as never);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    translateAll(result.errors, say);
    return { values: {}, errors: result.errors as FieldErrors<F> };
  };
}
