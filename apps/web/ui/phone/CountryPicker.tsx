'use client';

import { LOCALE_DIRECTION, type Locale } from '@dukan/core/locales';
import { countryCallingCode, type CountryCode } from '@dukan/core/phone/rules';
import { ChevronDown } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { countryNamer, countryOptions, flagEmoji } from './countries';
import { useText } from '@/i18n/use-text';
import { dropdownPlacement, type DropdownPlacement } from './placement';
import { createTypeahead, findTypeaheadMatch } from './typeahead';

interface Props {
  id: string;
  locale: Locale;
  country: CountryCode;
  countries: readonly CountryCode[];
  disabled?: boolean;
  /** The element the list opens under or over (the whole phone field). */
  anchorRef: RefObject<HTMLElement | null>;
  onSelect(country: CountryCode): void;
}

const PAGE = 10;

function optionId(pickerId: string, code: CountryCode): string {
  return `${pickerId}-option-${code}`;
}

/**
 * The country button and its list (a collapsible listbox): the button shows the flag and calling code;
 * the open list takes focus, moves with arrows/Home/End/PageUp/PageDown and typed letters, picks with
 * Enter or a click, and closes with Escape, Tab or a click outside.
 */
export function CountryPicker({ id, locale, country, countries, disabled, anchorRef, onSelect }: Props) {
  const t = useText('phone');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<CountryCode>(country);
  const [placement, setPlacement] = useState<DropdownPlacement>('below');
  const [typeahead] = useState(() => createTypeahead());
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The list's names are built when it opens: the closed button needs just one.
  const options = useMemo(() => (open ? countryOptions(locale, countries) : []), [open, locale, countries]);
  const countryName = useMemo(() => countryNamer(locale)(country), [locale, country]);
  const callingCode = countryCallingCode(country);
  const listId = `${id}-list`;
  const activeIndex = options.findIndex((o) => o.code === active);

  useEffect(() => () => typeahead.reset(), [typeahead]);

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(id, active))?.scrollIntoView({ block: 'nearest' });
  }, [open, id, active]);

  function openList() {
    const rect = anchorRef.current?.getBoundingClientRect();
    setPlacement(dropdownPlacement(rect ? window.innerHeight - rect.bottom : Infinity));
    setActive(country);
    setOpen(true);
  }

  function close(focusButton: boolean) {
    setOpen(false);
    typeahead.reset();
    if (focusButton) buttonRef.current?.focus();
  }

  function choose(code: CountryCode) {
    close(false);
    onSelect(code);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moveTo = (index: number) => {
      const option = options[Math.min(options.length - 1, Math.max(0, index))];
      if (option) setActive(option.code);
    };
    switch (event.key) {
      case 'ArrowDown':
        moveTo(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveTo(activeIndex - 1);
        break;
      case 'PageDown':
        moveTo(activeIndex + PAGE);
        break;
      case 'PageUp':
        moveTo(activeIndex - PAGE);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(options.length - 1);
        break;
      case 'Enter':
        choose(active);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        const match = findTypeaheadMatch(options, typeahead.type(event.key));
        if (match !== -1) moveTo(match);
      }
    }
    event.preventDefault();
  }

  return (
    <div ref={rootRef} className="flex">
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('phone_country_button', {
          country: countryName,
          callingCode: `+${callingCode}`,
        })}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
        className="flex shrink-0 items-center gap-1 rounded-s-lg border border-e-0 border-stone-500 bg-white px-2 py-2 text-base hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <span aria-hidden="true">{flagEmoji(country)}</span>
        <span aria-hidden="true" dir="ltr" className="text-sm text-stone-700">
          +{callingCode}
        </span>
        <ChevronDown className="h-4 w-4 text-stone-500" aria-hidden="true" />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          // Focusable by Tab as well, so the scrolling list counts as keyboard reachable (axe).
          tabIndex={0}
          aria-label={t('phone_countries')}
          aria-activedescendant={activeIndex !== -1 ? optionId(id, active) : undefined}
          dir={LOCALE_DIRECTION[locale]}
          onKeyDown={onListKeyDown}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
          }}
          className={`absolute inset-x-0 z-30 max-h-50 overflow-y-auto rounded-lg border border-stone-300 bg-white py-1 text-sm shadow-lg ${
            placement === 'below' ? 'top-full mt-1' : 'bottom-full mb-1'
          }`}
        >
          {options.map((option) => (
            // Keyboard use goes through the listbox's aria-activedescendant, as the listbox pattern wants.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.code}
              id={optionId(id, option.code)}
              role="option"
              aria-selected={option.code === active}
              onClick={() => choose(option.code)}
              onPointerMove={() => option.code !== active && setActive(option.code)}
              className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 ${option.code === active ? 'bg-brand-50' : ''} ${
                option.code === country ? 'font-semibold' : ''
              }`}
            >
              <span aria-hidden="true">{option.flag}</span>
              <span className="min-w-0 flex-1 truncate text-start">{option.name}</span>
              <span dir="ltr" className="text-stone-600">
                +{option.callingCode}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
