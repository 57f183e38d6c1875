import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadError, NothingYet } from './LoadStates';

describe('LoadError', () => {
  it('is an alert with the message and a retry button, after the caller’s margin', () => {
    const html = renderToStaticMarkup(
      <LoadError message="Could not load" retryLabel="Try again" onRetry={() => {}} className="mt-6" />,
    );
    expect(html).toMatch(/^<div role="alert" class="mt-6 rounded-xl border border-red-200 bg-red-50 p-5">/);
    expect(html).toContain('<p class="text-red-800">Could not load</p>');
    expect(html).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
  });

  it('has no margin of its own', () => {
    const html = renderToStaticMarkup(<LoadError message="m" retryLabel="r" onRetry={() => {}} />);
    expect(html).toContain('class="rounded-xl border border-red-200 bg-red-50 p-5"');
  });
});

describe('NothingYet', () => {
  it('says so and links to the products in the page’s language', () => {
    const html = renderToStaticMarkup(<NothingYet message="No orders yet" browseLabel="Browse" locale="ar" />);
    expect(html).toContain('<p class="text-lg font-medium text-stone-700">No orders yet</p>');
    expect(html).toMatch(/<a [^>]*href="\/ar\/products"[^>]*>Browse<\/a>/);
  });
});
