import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './ProductImage';

const upload = '/api/media/uploads/3f2b8c1e-0a4d-4e6f-9b7a-5c3d2e1f0a9b/w960.webp';

describe('ProductImage', () => {
  it('lets the browser pick the width of an uploaded photo that the card shows', () => {
    const html = renderToStaticMarkup(<ProductImage src={upload} alt="" width={400} height={400} sizes="50vw" />);
    expect(html).toContain(`src="${upload}"`);
    expect(html).toContain('/w320.webp 320w');
    expect(html).toContain('/w1920.webp 1920w');
    expect(html).toContain('sizes="50vw"');
  });

  it('sizes a thumbnail by its own width when no sizes are given', () => {
    const html = renderToStaticMarkup(<ProductImage src={upload} alt="" width={96} height={96} />);
    expect(html).toContain('sizes="96px"');
  });

  it('offers generated artwork as WebP widths, keeping the SVG as its source', () => {
    const html = renderToStaticMarkup(
      <ProductImage src="/api/media/products/KETTLE-4001/1.svg" alt="" width={96} height={96} />,
    );
    expect(html).toContain('src="/api/media/products/KETTLE-4001/1.svg"');
    expect(html).toContain('srcSet="/api/media/products/KETTLE-4001/1.w320.webp 320w, ');
    expect(html).toContain('sizes="96px"');
  });

  it('leaves another site’s picture as it is', () => {
    const html = renderToStaticMarkup(
      <ProductImage src="https://example.com/kettle.png" alt="" width={96} height={96} />,
    );
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes=');
  });
});
