import { describe, expect, it } from 'vitest';
import {
  createTypeahead,
  findTypeaheadMatch,
  foldForSearch,
  TYPEAHEAD_RESET_MS,
  type TypeaheadTimer,
} from './typeahead';

function fakeTimer() {
  let now = 0;
  let pending: { at: number; run: () => void; id: number } | null = null;
  let nextId = 1;
  const timer: TypeaheadTimer = {
    set(run, ms) {
      pending = { at: now + ms, run, id: nextId++ };
      return pending.id;
    },
    clear(id) {
      if (pending?.id === id) pending = null;
    },
  };
  const advance = (ms: number) => {
    now += ms;
    if (pending && pending.at <= now) {
      const { run } = pending;
      pending = null;
      run();
    }
  };
  return { timer, advance };
}

describe('createTypeahead', () => {
  it('collects characters typed without a pause', () => {
    const { timer, advance } = fakeTimer();
    const typeahead = createTypeahead(timer);
    expect(typeahead.type('u')).toBe('u');
    advance(TYPEAHEAD_RESET_MS - 1);
    expect(typeahead.type('n')).toBe('un');
    advance(TYPEAHEAD_RESET_MS - 1);
    expect(typeahead.type('i')).toBe('uni');
  });

  it('starts over after 700 ms without typing', () => {
    const { timer, advance } = fakeTimer();
    const typeahead = createTypeahead(timer);
    typeahead.type('u');
    typeahead.type('n');
    advance(TYPEAHEAD_RESET_MS);
    expect(typeahead.type('i')).toBe('i');
  });

  it('starts over on reset', () => {
    const { timer } = fakeTimer();
    const typeahead = createTypeahead(timer);
    typeahead.type('u');
    typeahead.reset();
    expect(typeahead.type('k')).toBe('k');
  });
});

describe('findTypeaheadMatch', () => {
  const options = [
    ['Iran', '98'],
    ['Iraq', '964'],
    ['United Kingdom', '44'],
    ['عێراق', '964'],
    ['ئەڵمانیا', '49'],
    ['Åland Islands', '358'],
  ].map(([name, callingCode]) => ({ searchName: foldForSearch(name!), callingCode: callingCode! }));

  it('finds the first name starting with the typed letters, in any case', () => {
    expect(findTypeaheadMatch(options, 'I')).toBe(0);
    expect(findTypeaheadMatch(options, 'IRAQ')).toBe(1);
    expect(findTypeaheadMatch(options, 'u')).toBe(2);
  });

  it('falls back to a word of the name starting with the typed letters, not any letters inside it', () => {
    expect(findTypeaheadMatch(options, 'kingdom')).toBe(2);
    expect(findTypeaheadMatch(options, 'ingdom')).toBe(-1);
  });

  it('matches Kurdish typed on an Arabic keyboard and Latin typed without accents', () => {
    expect(findTypeaheadMatch(options, 'عێر')).toBe(3);
    // Arabic yeh (ي) for Kurdish ێ, lam (ل) for ڵ.
    expect(findTypeaheadMatch(options, 'عير')).toBe(3);
    expect(findTypeaheadMatch(options, 'ئەلم')).toBe(4);
    expect(findTypeaheadMatch(options, 'aland')).toBe(5);
  });

  it('finds a calling code from typed digits, Arabic-Indic too', () => {
    expect(findTypeaheadMatch(options, '+96')).toBe(1);
    expect(findTypeaheadMatch(options, '٤٤')).toBe(2);
  });

  it('finds a country by its English name on a page in another language', () => {
    const kurdish = [
      ['ئێران', 'Iran', '98'],
      ['عێراق', 'Iraq', '964'],
      ['شانشینی یەکگرتوو', 'United Kingdom', '44'],
    ].map(([name, english, callingCode]) => ({
      searchName: foldForSearch(name!),
      englishSearchName: foldForSearch(english!),
      callingCode: callingCode!,
    }));
    expect(findTypeaheadMatch(kurdish, 'ئێر')).toBe(0);
    expect(findTypeaheadMatch(kurdish, 'iraq')).toBe(1);
    expect(findTypeaheadMatch(kurdish, 'kingdom')).toBe(2);
    expect(findTypeaheadMatch(kurdish, 'یەکگرتوو')).toBe(2);
  });

  it('is -1 when nothing matches', () => {
    expect(findTypeaheadMatch(options, 'zz')).toBe(-1);
    expect(findTypeaheadMatch(options, ' ')).toBe(-1);
    expect(findTypeaheadMatch(options, '7')).toBe(-1);
  });
});
