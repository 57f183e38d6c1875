import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import { contentHref } from '@/ui/text/links';
import { ProductImage } from '@/ui/ProductImage';

export interface BannerData {
  id: number;
  title: string;
  subtitle: string;
  image: string | null;
  link: string | null;
}

/** Home banners: the first one is the page's hero (eager, high priority); the rest scroll sideways. */
export function BannerStrip({
  locale,
  banners,
  compact = false,
}: {
  locale: Locale;
  banners: BannerData[];
  /** A low strip, for pages whose own content (a listing's products) must still show above the fold. */
  compact?: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <ul className="scrollbar-none -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2">
      {banners.map((banner, index) => {
        const href = contentHref(banner.link, locale);
        const body = (
          <>
            <ProductImage
              src={banner.image}
              alt=""
              width={1200}
              height={500}
              priority={index === 0}
              sizes="(min-width: 1152px) 1152px, 92vw"
              className={`${compact ? 'aspect-[5/1] lg:aspect-[7/1]' : 'aspect-[12/5]'} w-full object-cover`}
            />
            <div
              className={`absolute inset-0 flex flex-col justify-end bg-gradient-to-t from-stone-950/70 via-stone-950/10 to-transparent text-white ${compact ? 'p-3 sm:p-5' : 'p-4 sm:p-8'}`}
            >
              <p className={compact ? 'text-lg font-bold sm:text-2xl' : 'text-xl font-bold sm:text-3xl'}>
                {banner.title}
              </p>
              {banner.subtitle ? (
                <p className={compact ? 'mt-0.5 hidden text-sm sm:block' : 'mt-1 text-sm sm:text-lg'}>
                  {banner.subtitle}
                </p>
              ) : null}
            </div>
          </>
        );
        return (
          <li
            key={banner.id}
            className="relative w-[92%] shrink-0 snap-center overflow-hidden rounded-2xl bg-brand-800 sm:w-full"
          >
            {href ? (
              <ShopLink href={href} className="block">
                {body}
              </ShopLink>
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
