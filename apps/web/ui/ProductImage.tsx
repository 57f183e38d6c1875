interface Props {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold: load at once and with high priority (the page's LCP candidate). */
  priority?: boolean;
  sizes?: string;
}

/**
 * Catalogue images are small SVGs served by the API, which next/image would not resize anyway; a plain
 * <img> with explicit dimensions reserves its space (no layout shift) and lazy-loads below the fold.
 */
export function ProductImage({ src, alt, width, height, className, priority = false, sizes }: Props) {
  if (!src) {
    return <div className={`bg-stone-100 ${className ?? ''}`} style={{ aspectRatio: `${width} / ${height}` }} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
