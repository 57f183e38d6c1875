import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PictureCard } from './PictureCard';

const picture = { width: 400, height: 300, sizes: '50vw', imageClassName: 'pic' };

describe('PictureCard', () => {
  it('puts a decorative picture above the content, loaded at once when asked', () => {
    const html = renderToStaticMarkup(
      <PictureCard image="/a.svg" priority {...picture}>
        <h3>Kettle</h3>
      </PictureCard>,
    );
    // Positioned for its stretched title link; drawn only when near the viewport, with a card's usual height
    // until then.
    expect(html).toMatch(
      /<article class="render-when-near relative [^"]*\[contain-intrinsic-block-size:auto_22rem\][^"]*"><img src="\/a.svg" alt="" width="400" height="300"/,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/class="pic"\/><h3>Kettle<\/h3><\/article>$/);
  });

  it('keeps the picture’s place when there is none', () => {
    const html = renderToStaticMarkup(
      <PictureCard image={null} priority={false} {...picture}>
        x
      </PictureCard>,
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('aspect-ratio:400 / 300');
  });
});
