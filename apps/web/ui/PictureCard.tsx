import type { ReactNode } from 'react';
import { ProductImage } from './ProductImage';

/** The class of a card's title link: stretched over the whole card, so the card is one click target. */
export const CARD_LINK_CLASS = 'after:absolute after:inset-0 hover:text-brand-700';

/**
 * A card of a list (a product, an article): its picture on top, then what the caller puts in it, the title's link
 * (CARD_LINK_CLASS) covering it all. The picture is decoration (alt=""): the title names the card.
 */
export function PictureCard({
  image,
  width,
  height,
  sizes,
  imageClassName,
  priority,
  children,
}: {
  image: string | null;
  width: number;
  height: number;
  sizes: string;
  imageClassName: string;
  priority: boolean;
  children: ReactNode;
}) {
  // Drawn only when near the viewport (render-when-near); until then it takes a card's usual height (331–418 px).
  return (
    <article className="render-when-near relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white transition-shadow [contain-intrinsic-block-size:auto_22rem] focus-within:shadow-md hover:shadow-md">
      <ProductImage
        src={image}
        alt=""
        width={width}
        height={height}
        priority={priority}
        sizes={sizes}
        className={imageClassName}
      />
      {children}
    </article>
  );
}
