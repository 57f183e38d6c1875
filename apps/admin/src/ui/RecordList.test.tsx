import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/messages';

// The provider reads the language the browser remembered; the English texts are enough here.
vi.mock('../i18n/I18nProvider', () => ({ useText: (namespace: string) => translator('en', namespace) }));

const { EditDeleteButtons, RecordList } = await import('./RecordList');

describe('RecordList', () => {
  it('says there is nothing yet when it has no records', () => {
    const html = renderToStaticMarkup(<RecordList empty>{null}</RecordList>);
    expect(html).toContain('<li class="p-3 text-stone-700">Nothing here yet.</li>');
  });

  it('lists the records without the empty line when there are some', () => {
    const html = renderToStaticMarkup(
      <RecordList empty={false}>
        <li>phone</li>
      </RecordList>,
    );
    expect(html).toContain('<li>phone</li>');
    expect(html).not.toContain('Nothing here yet.');
  });
});

describe('EditDeleteButtons', () => {
  it('names both buttons with the record for a screen reader', () => {
    const html = renderToStaticMarkup(<EditDeleteButtons name="phone, mobile" onEdit={() => {}} onDelete={() => {}} />);
    expect(html).toContain('aria-label="Edit: phone, mobile"');
    expect(html).toContain('aria-label="Delete: phone, mobile"');
  });
});
