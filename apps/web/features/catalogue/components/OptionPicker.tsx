import type { ProductOptionGroup } from '@/lib/api/types';
import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';

const CSS_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Colour and size choice as radio groups (fieldset + legend): native keyboard behaviour, no JavaScript.
 * A colour whose value is a hex code shows as a swatch.
 */
export function OptionPicker({ locale, group }: { locale: Locale; group: ProductOptionGroup }) {
  const tProduct = getText(locale, 'product');
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-bold">{tProduct('product_choose_option', { name: group.title })}</legend>
      <div className="flex flex-wrap gap-2">
        {group.values.map((value, index) => {
          const id = `option-${group.id}-${value.id}`;
          const swatch = CSS_COLOUR.test(value.value) ? value.value : null;
          return (
            <div key={value.id}>
              <input
                type="radio"
                id={id}
                name={`option-${group.key}`}
                value={value.id}
                defaultChecked={index === 0}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm peer-checked:border-brand-700 peer-checked:ring-2 peer-checked:ring-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600"
              >
                {swatch ? (
                  <span
                    className="h-4 w-4 rounded-full border border-stone-300"
                    style={{ backgroundColor: swatch }}
                    aria-hidden="true"
                  />
                ) : null}
                {value.title}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
