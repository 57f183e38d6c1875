import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';
import { ProductImage } from '@/ui/ProductImage';

/**
 * A swipeable strip of images (CSS scroll snap) with thumbnail links to each: no JavaScript needed.
 * The first image is the page's LCP candidate and loads eagerly.
 */
export function Gallery({ locale, title, images }: { locale: Locale; title: string; images: string[] }) {
  const tProduct = getText(locale, 'product');
  if (images.length === 0) {
    return <div className="aspect-square w-full rounded-2xl bg-stone-100" />;
  }
  return (
    <section aria-label={tProduct('product_gallery_label')}>
      {/* Several images scroll sideways: the strip takes the focus, so arrow keys can scroll it too. */}
      <ul
        tabIndex={images.length > 1 ? 0 : undefined}
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto rounded-2xl border border-stone-200 bg-white"
      >
        {images.map((src, index) => (
          <li key={src} id={`image-${index + 1}`} className="w-full shrink-0 snap-center">
            <ProductImage
              src={src}
              alt={
                images.length > 1
                  ? `${title} — ${tProduct('product_image_n_of', { n: index + 1, total: images.length })}`
                  : title
              }
              width={800}
              height={800}
              priority={index === 0}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-square w-full object-contain"
            />
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto">
          {images.map((src, index) => (
            <li key={src} className="shrink-0">
              <a
                href={`#image-${index + 1}`}
                className="block overflow-hidden rounded-lg border border-stone-200 bg-white hover:border-brand-600"
              >
                <ProductImage
                  src={src}
                  alt={tProduct('product_show_image', { n: index + 1 })}
                  width={64}
                  height={64}
                  className="h-16 w-16 object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
