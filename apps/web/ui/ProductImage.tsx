import { pictureSrcSet } from '@dukan/core/media/picture-url';

interface Props {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load at once and with high priority (the page's LCP candidate). */
  priority?: boolean;
  /** How wide the picture shows; without it, `width` pixels (a thumbnail's fixed size). */
  sizes?: string;
}

/**
 * Catalogue pictures are served by the API in fixed widths (a `srcset`, so the browser picks the width `sizes` asks
 * for: a phone's card loads the 320 or 480 pixel variant, not the 960 one the picture list names): uploaded photos,
 * and the generated SVG artwork as WebP, which the browser decodes off the main thread (an SVG picture is laid out
 * and painted on it). next/image would only proxy them; a plain <img> with explicit dimensions reserves its space
 * (no layout shift) and lazy-loads below the fold.
 */
export function ProductImage({ src, alt, width, height, className, priority = false, sizes }: Props) {
  if (!src) {
    return <div className={`bg-stone-100 ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} />;
  }
  const srcSet = pictureSrcSet(src);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes ?? (srcSet ? `${width}px` : undefined)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
