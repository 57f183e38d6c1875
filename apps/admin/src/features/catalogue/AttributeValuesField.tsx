// Colour, size and the other attributes: each attribute's values as checkboxes.
import { useQuery } from '@tanstack/react-query';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { CheckboxField } from '../../ui/fields';
import { listTaxonomy, textIn } from './api';

export function AttributeValuesField({ value, onChange }: { value: number[]; onChange: (ids: number[]) => void }) {
  const t = useText('catalogue');
  const { locale } = useLocale();
  const attributes = useQuery({
    queryKey: ['taxonomy', 'attributes-with-values'],
    queryFn: async () => {
      const list = await listTaxonomy('attributes');
      return Promise.all(list.map(async (a) => ({ ...a, values: await listTaxonomy(`attributes/${a.id}/values`) })));
    },
  });
  const chosen = new Set(value);
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('attributes')}</legend>
      {(attributes.data ?? []).map((attribute) => (
        <fieldset key={attribute.id} className="flex flex-col gap-1">
          <legend className="text-sm font-semibold">{textIn(attribute.title, locale)}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {attribute.values.map((v) => (
              <CheckboxField
                key={v.id}
                label={textIn(v.title, locale) || String(v.value)}
                checked={chosen.has(v.id)}
                onChange={(e) => toggle(v.id, e.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
