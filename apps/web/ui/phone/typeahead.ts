// Type-to-find in the country list (spec §9: the typed letters reset after 700 ms without typing).
import { lossyFold, normalizeArabicScript, toAsciiDigits } from '@dukan/core/text/normalize';

export const TYPEAHEAD_RESET_MS = 700;

/** setTimeout/clearTimeout, injectable so tests control time. */
export interface TypeaheadTimer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimer: TypeaheadTimer = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Typeahead {
  /** Adds a typed character and returns everything typed since the last pause. */
  type(character: string): string;
  reset(): void;
}

export function createTypeahead(timer: TypeaheadTimer = browserTimer, resetAfterMs = TYPEAHEAD_RESET_MS): Typeahead {
  let buffer = '';
  let handle: unknown = null;
  const reset = () => {
    if (handle !== null) timer.clear(handle);
    handle = null;
    buffer = '';
  };
  return {
    type(character) {
      if (handle !== null) timer.clear(handle);
      buffer += character;
      handle = timer.set(reset, resetAfterMs);
      return buffer;
    },
    reset,
  };
}

/**
 * One form for country names and typed letters: Arabic-script variants, case and accents folded, and the
 * Kurdish letters Arabic keyboards lack (ۆ ێ ڕ ڵ) replaced by their nearest Arabic letter.
 */
export function foldForSearch(text: string): string {
  return lossyFold(normalizeArabicScript(text));
}

export interface Searchable {
  /** The display name passed through foldForSearch. */
  searchName: string;
  /** The English name, folded, when the display name is in another language. */
  englishSearchName?: string;
  callingCode: string;
}

/**
 * Index of the first country whose name starts with the typed text (failing that, one with a word that
 * does: "kingdom" finds United Kingdom), in the page's language first, then in English; or whose calling code
 * starts with typed digits ("+96", "٩٦٤"); -1 when none does.
 */
export function findTypeaheadMatch(options: readonly Searchable[], typed: string): number {
  const digits = toAsciiDigits(typed).trim().replace(/^\+/, '');
  if (/^\d+$/.test(digits)) return options.findIndex((o) => o.callingCode.startsWith(digits));
  const query = foldForSearch(typed).trimStart();
  if (query === '') return -1;
  const names = (o: Searchable) => [o.searchName, o.englishSearchName ?? ''];
  for (const matches of [
    (name: string) => name.startsWith(query),
    (name: string) => ` ${name}`.includes(` ${query}`),
  ]) {
    for (const pick of [0, 1]) {
      const index = options.findIndex((o) => matches(names(o)[pick]!));
      if (index !== -1) return index;
    }
  }
  return -1;
}
