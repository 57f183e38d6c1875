// One short text in the three languages as three boxes side by side (a line in a list: an advantage, a
// specification's value, a picture's description). Each box carries a visible language tag, because a
// placeholder disappears once the box is filled and the owner could no longer tell which box is which.
import { useText } from '../i18n/I18nProvider';
import { HTML_LANG, LOCALE_DIRECTION, LOCALES } from '../i18n/locale';
import { CONTROL_CLASS } from './fields';
import type { LocalizedText } from './LocalizedTextField';

export function LanguageBoxes({
  label,
  value,
  onChange,
  disabled,
  stacked = false,
}: {
  /** What the text is; each box is named "label (language)" for screen readers and tests. */
  label: string;
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  disabled?: boolean;
  /** One box under the other (a narrow column) instead of three side by side. */
  stacked?: boolean;
}) {
  const common = useText('common');
  return (
    <div className={`grid flex-1 gap-2 ${stacked ? '' : 'sm:grid-cols-3'}`}>
      {LOCALES.map((lang) => (
        <div key={lang} className="flex items-center gap-2">
          <span aria-hidden="true" className="w-14 shrink-0 text-xs text-stone-600">
            {common(`lang_${lang}`)}
          </span>
          <input
            value={value[lang]}
            lang={HTML_LANG[lang]}
            dir={LOCALE_DIRECTION[lang]}
            disabled={disabled}
            aria-label={`${label} (${common(`lang_${lang}`)})`}
            className={`${CONTROL_CLASS} min-w-0 flex-1`}
            onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
          />
        </div>
      ))}
    </div>
  );
}
