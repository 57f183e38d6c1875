'use client';

import type { Locale } from '@dukan/core/locales';
import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { formatNumeral } from '@dukan/core/format/numbers';
import { parseQuantity } from '@/features/basket/rules';

interface Props {
  id: string;
  locale: Locale;
  value: number;
  /** The field's label (visible or not: every input has one). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Id of the message that explains a refusal, read with the field. */
  describedBy?: string;
  disabled?: boolean;
  /** A new quantity the shopper asked for (typed, or one step); the caller checks it against stock. */
  onCommit: (quantity: number) => void;
}

/**
 * − [ n ] +: typed digits may be ASCII, Arabic-Indic or Persian; the number shows in the page's numerals.
 * A typed value is committed on Enter or when the field loses focus; text that is not a number goes back.
 */
export function QuantityStepper({
  id,
  locale,
  value,
  label,
  decreaseLabel,
  increaseLabel,
  describedBy,
  disabled,
  onCommit,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? formatNumeral(value, locale);

  const commitDraft = () => {
    if (draft === null) return;
    const typed = parseQuantity(draft);
    setDraft(null);
    if (typed !== null && typed !== value) onCommit(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setDraft(null);
      onCommit(value + (event.key === 'ArrowUp' ? 1 : -1));
    }
  };

  // The rounded box clips what sticks out of it: its three controls draw the focus ring inside themselves.
  const button =
    'grid h-10 w-10 place-items-center text-stone-700 hover:bg-stone-100 focus-visible:outline-offset-[-3px] disabled:opacity-50 disabled:hover:bg-transparent';
  return (
    <div className="inline-flex items-center overflow-hidden rounded-lg border border-stone-500 bg-white">
      <button
        type="button"
        className={button}
        aria-label={decreaseLabel}
        aria-controls={id}
        disabled={disabled}
        onClick={() => onCommit(value - 1)}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-describedby={describedBy}
        disabled={disabled}
        value={shown}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
        className="h-10 w-14 border-x border-stone-300 text-center font-medium tabular-nums focus-visible:outline-offset-[-3px] disabled:bg-stone-50"
      />
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        aria-controls={id}
        disabled={disabled}
        onClick={() => onCommit(value + 1)}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
