// A rich text in the shop's three languages: one Tiptap editor per language, as tabs (like
// LocalizedTextField), each in its language's direction; a tab whose text has an error says so.
import { Tabs } from 'radix-ui';
import { useId } from 'react';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { useText } from '../../i18n/I18nProvider';
import { HTML_LANG, LOCALE_DIRECTION, LOCALES } from '../../i18n/locale';
import { errorText } from '../../ui/form';
import { RichTextEditor } from './RichTextEditor';

export function LocalizedRichTextField<T extends FieldValues>({
  name,
  label,
  control,
  errors,
}: {
  name: Path<T>;
  label: string;
  control: Control<T>;
  errors?: FieldErrors<T>;
}) {
  const common = useText('common');
  const id = useId();
  const errorOf = (lang: string) =>
    errorText(
      (errors as Record<string, Record<string, { message?: unknown }> | undefined> | undefined)?.[name]?.[lang],
    );
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-stone-800">{label}</legend>
      <Tabs.Root defaultValue="ku">
        <Tabs.List
          aria-label={`${label}: ${common('texts_in_languages')}`}
          className="flex gap-1 border-b border-stone-300"
        >
          {LOCALES.map((lang) => (
            <Tabs.Trigger
              key={lang}
              value={lang}
              className="-mb-px rounded-t-md border border-transparent px-3 py-1.5 text-sm text-stone-800 data-[state=active]:border-stone-300 data-[state=active]:border-b-white data-[state=active]:bg-white data-[state=active]:font-semibold"
            >
              {common(`lang_${lang}`)}
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
          const errorId = `${id}-${lang}-error`;
          return (
            <Tabs.Content key={lang} value={lang} forceMount className="pt-2 data-[state=inactive]:hidden">
              <Controller
                control={control}
                name={`${name}.${lang}` as Path<T>}
                render={({ field }) => (
                  <RichTextEditor
                    value={field.value as string}
                    onChange={field.onChange}
                    label={`${label} (${common(`lang_${lang}`)})`}
                    lang={HTML_LANG[lang]}
                    dir={LOCALE_DIRECTION[lang]}
                    invalid={Boolean(error)}
                    describedBy={error ? errorId : undefined}
                  />
                )}
              />
              {error && (
                <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
                  {error}
                </p>
              )}
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </fieldset>
  );
}
