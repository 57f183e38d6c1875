import type { Locale } from '@dukan/core/locales';
import { MapPin, Phone } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import type { ShowroomData } from '@/features/content/content-api';
import { ProductImage } from '@/ui/ProductImage';
import { telHref } from './showroom-json-ld';
import { OpenNow } from './OpeningHours';

/** A showroom in the list: picture, name (the link to its page), open-now state, address and phone. */
export function ShowroomCard({ locale, showroom }: { locale: Locale; showroom: ShowroomData }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      <ProductImage
        src={showroom.image}
        alt=""
        width={600}
        height={300}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[2/1] w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold">
          <ShopLink href={`/${locale}/showroom/${showroom.id}`} className="hover:text-brand-700">
            {showroom.name}
          </ShopLink>
        </h2>
        <OpenNow hours={showroom.openingHours} />
        <p className="flex gap-2 text-sm text-stone-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {showroom.address}
            {showroom.city ? <span className="text-stone-500"> · {showroom.city}</span> : null}
          </span>
        </p>
        <p className="flex gap-2 text-sm">
          <Phone className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          <a href={telHref(showroom.phone)} dir="ltr" className="hover:text-brand-700">
            {showroom.phone}
          </a>
        </p>
      </div>
    </article>
  );
}
