// Related products: search the catalogue by title or SKU and add; remove with a button.
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { Button } from '../../ui/Button';
import { CONTROL_CLASS } from '../../ui/fields';
import { listProducts, textIn } from './api';

export function RelatedProductsField({
  value,
  onChange,
  exclude,
  max = 24,
}: {
  value: { id: number; label: string }[];
  onChange: (value: { id: number; label: string }[]) => void;
  exclude?: number;
  max?: number;
}) {
  const t = useText('catalogue');
  const { locale } = useLocale();
  const inputId = useId();
  const [q, setQ] = useState('');
  const search = useQuery({
    queryKey: ['products', 'related-search', q],
    queryFn: ({ signal }) => listProducts({ q, limit: 8 }, signal),
    enabled: q.trim().length >= 2,
  });
  const chosen = new Set(value.map((v) => v.id));
  const found = (search.data?.data ?? []).filter((p) => p.id !== exclude && !chosen.has(p.id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-stone-800">{t('related')}</legend>
      <ul className="flex flex-wrap gap-2">
        {value.map((item) => (
          <li key={item.id} className="flex items-center gap-1 rounded-full bg-stone-200 py-1 ps-3 pe-1 text-sm">
            {item.label}
            <Button
              variant="ghost"
              className="min-h-0 rounded-full p-1"
              aria-label={t('related_remove', { name: item.label })}
              onClick={() => onChange(value.filter((v) => v.id !== item.id))}
            >
              <X aria-hidden="true" className="size-3" />
            </Button>
          </li>
        ))}
      </ul>
      <label htmlFor={inputId} className="text-sm text-stone-800">
        {t('related_search')}
      </label>
      <input
        id={inputId}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        className={`${CONTROL_CLASS} max-w-sm`}
      />
      {search.isSuccess && found.length === 0 && (
        <p role="status" className="text-sm text-stone-700">
          {t('related_none')}
        </p>
      )}
      {found.length > 0 && (
        <ul className="flex max-w-sm flex-col gap-1">
          {found.map((p) => {
            const label = textIn(p.title, locale) || p.sku;
            return (
              <li key={p.id}>
                <Button
                  variant="ghost"
                  disabled={value.length >= max}
                  onClick={() => onChange([...value, { id: p.id, label }])}
                  aria-label={t('related_add', { name: label })}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {label}{' '}
                  <span dir="ltr" className="text-xs text-stone-700">
                    {p.sku}
                  </span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
