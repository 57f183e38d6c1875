import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_STATE,
  LISTING_SORTS,
  listingHref,
  parseListingState,
  parseWholeNumber,
  serializeListingState,
  type ListingState,
} from './url-state';

describe('parseListingState', () => {
  it('reads the whole listing state from the query', () => {
    const state = parseListingState(
      new URLSearchParams(
        'q=  سەلاجە   سامسونگ &category=3,1&collection=2&values=9,4&brand=5&min_price=1000&max_price=50000&sort=price_asc&page=3',
      ),
    );
    expect(state).toEqual({
      q: 'سەلاجە سامسونگ',
      categoryIds: [1, 3],
      collectionIds: [2],
      valueIds: [4, 9],
      brandIds: [5],
      minPrice: 1000,
      maxPrice: 50000,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('accepts repeated parameters (a plain GET form) as well as comma lists', () => {
    const state = parseListingState(new URLSearchParams('values=4&values=9,4&category=7&category=7'));
    expect(state.valueIds).toEqual([4, 9]);
    expect(state.categoryIds).toEqual([7]);
  });

  it('accepts Arabic-Indic and Persian digits and thousands separators in prices and pages', () => {
    const state = parseListingState({ min_price: '٢٥٬٠٠٠', max_price: '۱۰۰,۰۰۰', page: '٢', category: '١٢' });
    expect(state.minPrice).toBe(25000);
    expect(state.maxPrice).toBe(100000);
    expect(state.page).toBe(2);
    expect(state.categoryIds).toEqual([12]);
  });

  it('drops what is not valid instead of failing', () => {
    const state = parseListingState({
      category: 'abc,-1,0,2',
      min_price: 'cheap',
      max_price: '',
      sort: 'random',
      page: '-4',
    });
    expect(state).toEqual({ ...EMPTY_LISTING_STATE, categoryIds: [2] });
  });

  it('swaps a reversed price range', () => {
    const state = parseListingState({ min_price: '900', max_price: '100' });
    expect([state.minPrice, state.maxPrice]).toEqual([100, 900]);
  });

  it('reads Next searchParams records with arrays', () => {
    expect(parseListingState({ values: ['3', '1'], q: ['first', 'second'] })).toMatchObject({
      valueIds: [1, 3],
      q: 'first',
    });
  });
});

describe('serializeListingState', () => {
  it('writes a canonical query that leaves defaults out', () => {
    expect(serializeListingState(EMPTY_LISTING_STATE).toString()).toBe('');
    expect(
      listingHref('/en/products', { ...EMPTY_LISTING_STATE, q: 'tv', valueIds: [4, 9], page: 2 }, { sort: 'newest' }),
    ).toBe('/en/products?q=tv&values=4%2C9&sort=newest&page=2');
  });

  it('round-trips: parse(serialize(state)) gives the state back', () => {
    const ids = fc
      .uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 6 })
      .map((a) => a.sort((x, y) => x - y));
    const price = fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null });
    const stateArb = fc
      .record({
        q: fc.string({ maxLength: 40 }).map((s) => s.replace(/\s+/g, ' ').trim()),
        categoryIds: ids,
        collectionIds: ids,
        valueIds: ids,
        brandIds: ids,
        minPrice: price,
        maxPrice: price,
        sort: fc.constantFrom(...LISTING_SORTS),
        page: fc.integer({ min: 1, max: 10_000 }),
      })
      .map((s): ListingState => {
        if (s.minPrice !== null && s.maxPrice !== null && s.minPrice > s.maxPrice) {
          return { ...s, minPrice: s.maxPrice, maxPrice: s.minPrice };
        }
        return s;
      });
    fc.assert(
      fc.property(stateArb, (state) => {
        const back = parseListingState(new URLSearchParams(serializeListingState(state).toString()));
        expect(back).toEqual(state);
      }),
    );
  });
});

describe('parseWholeNumber', () => {
  it('reads digits of any script', () => {
    expect(parseWholeNumber('١٢٣')).toBe(123);
    expect(parseWholeNumber('۴۵۶')).toBe(456);
    expect(parseWholeNumber(' 1 000 ')).toBe(1000);
    expect(parseWholeNumber('1e5')).toBeNull();
    expect(parseWholeNumber('')).toBeNull();
  });
});
