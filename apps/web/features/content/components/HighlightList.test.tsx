import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HighlightList, type HighlightData } from './HighlightList';

const base: HighlightData = { id: 1, title: 'Free delivery', description: 'In Erbil', icon: 'truck', link: null };

describe('HighlightList', () => {
  it('shows the picture staff set for a highlight instead of its icon', () => {
    const html = renderToStaticMarkup(
      <HighlightList locale="en" highlights={[{ ...base, image: 'https://cdn.test/h/1.webp' }]} />,
    );
    expect(html).toContain('src="https://cdn.test/h/1.webp"');
    expect(html).toContain('alt=""');
    expect(html).not.toContain('<svg');
  });

  it('keeps the icon when there is no picture', () => {
    const html = renderToStaticMarkup(<HighlightList locale="en" highlights={[{ ...base, image: null }]} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('<svg');
  });

  it('isolates Latin tokens in Kurdish text', () => {
    const html = renderToStaticMarkup(
      <HighlightList
        locale="ku"
        highlights={[{ ...base, title: 'گەیاندنی خۆڕایی', description: 'پەیوەندی بکە: +964 750 123 4567' }]}
      />,
    );
    expect(html).toContain('\u2066+964 750 123 4567\u2069');
  });
});
