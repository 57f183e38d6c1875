import { MetaEntryBody } from '@dukan/core/contract/admin-content';
import { describe, expect, it } from 'vitest';
import { contractResolver } from './contract-resolver';
import {
  metaEntryFormOf,
  MetaEntryFormSchema,
  toMetaEntryBody,
  toMetaEntryForm,
  type MetaEntryForm,
} from './MetaEntryForm';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as never;

describe('meta entry form', () => {
  it('sends the title and description in the body and the page key in the address only', () => {
    const form = { ...metaEntryFormOf(undefined, ' home '), title: { ku: 'دوکان', ar: 'دكان', en: 'Dukan' } };
    expect(toMetaEntryForm(form).page).toBe('home');
    const body = toMetaEntryBody(form);
    expect(body).not.toHaveProperty('page');
    expect(MetaEntryBody.safeParse(body).success).toBe(true);
  });

  it('reads a saved entry back into the form', () => {
    const form = metaEntryFormOf({
      page: 'about-us',
      title: { ku: 'a', ar: 'b', en: 'c' },
      description: { ku: 'd', ar: '', en: '' },
    });
    expect(form).toEqual({
      page: 'about-us',
      title: { ku: 'a', ar: 'b', en: 'c' },
      description: { ku: 'd', ar: '', en: '' },
    });
  });

  it('refuses a page key with capitals or spaces and a title without Kurdish, in words', async () => {
    const resolve = contractResolver<MetaEntryForm>(MetaEntryFormSchema, toMetaEntryForm, (key) => `said:${key}`);
    const result = await resolve(metaEntryFormOf(undefined, 'About Us'), undefined, resolverOptions);
    const errors = result.errors as Record<string, unknown>;
    expect(errors.page).toMatchObject({ message: 'said:key_invalid' });
    expect(JSON.stringify(errors.title)).toContain('said:text_required');
  });
});
