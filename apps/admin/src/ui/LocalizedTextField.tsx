// Edits one text in the shop's three languages ({ku, ar, en}) as tabs. Each language's box writes in its
// own direction whatever the back office's language is, and a tab with an error says so, so a missing
// Arabic title is found without opening every tab.
import { Tabs } from 'radix-ui';
import { useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useText } from '../i18n/I18nProvider';
import { HTML_LANG, LOCALE_DIRECTION, LOCALES, type Locale } from '../i18n/locale';
import { CONTROL_CLASS } from './fields';

export type LocalizedText = Record<Locale, string>;
export const EMPTY_LOCALIZED: LocalizedText = { ku: '', ar: '', en: '' };

interface Props<T extends FieldValues> {
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  errors?: FieldErrors<T>;
  multiline?: boolean;
  disabled?: boolean;
}

function errorAt(errors: FieldErrors | undefined, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

export function LocalizedTextField<T extends FieldValues>({
  name,
  label,
  register,
  errors,
  multiline,
  disabled,
}: Props<T>) {
  const t = useText('common');
  const id = useId();
  const errorOf = (lang: Locale) => errorAt(errors as FieldErrors | undefined, `${name}.${lang}`);
  const wholeError = errorAt(errors as FieldErrors | undefined, name);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <Tabs.Root defaultValue="ku">
        <Tabs.List aria-label={`${label}: ${t('texts_in_languages')}`} className="flex gap-1 border-b border-stone-300">
          {LOCALES.map((lang) => (
            <Tabs.Trigger
              key={lang}
              value={lang}
              className="-mb-px rounded-t-md border border-transparent px-3 py-1.5 text-sm text-stone-800 data-[state=active]:border-stone-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:font-semibold"
            >
              {t(`lang_${lang}`)}
              {errorOf(lang) && (
                <span className="ms-1 text-red-800" aria-hidden="true">
                  ●
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LOCALES.map((lang) => {
          const error = errorOf(lang);
          const controlId = `${id}-${lang}`;
          const props = {
            id: controlId,
            lang: HTML_LANG[lang],
            dir: LOCALE_DIRECTION[lang],
            disabled,
            'aria-label': `${label} (${t(`lang_${lang}`)})`,
            'aria-invalid': Boolean(error),
            'aria-describedby': error ? `${controlId}-error` : undefined,
            className: CONTROL_CLASS,
            ...register(`${name}.${lang}` as Path<T>),
          };
          return (
            // Inactive panels stay mounted (forceMount) so every language's value is registered and validated.
            <Tabs.Content key={lang} value={lang} forceMount className="pt-2 data-[state=inactive]:hidden">
              {multiline ? <textarea rows={5} {...props} /> : <input {...props} />}
              {error && (
                <p id={`${controlId}-error`} className="mt-1 text-sm text-red-800" role="alert">
                  {error}
                </p>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
      {wholeError && <p className="text-sm text-red-800">{wholeError}</p>}
    </fieldset>
  );
}
