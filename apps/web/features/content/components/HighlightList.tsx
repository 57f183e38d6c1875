import type { Locale } from '@dukan/core/locales';
import { BadgePercent, CreditCard, Headphones, RotateCcw, ShieldCheck, Sparkles, Store, Truck } from 'lucide-react';
import { ProductImage } from '@/ui/ProductImage';
import { ShopLink } from '@/ui/ShopLink';
import { isolateLatinRuns } from '@/ui/text/bidi';
import { contentHref } from '@/ui/text/links';

export interface HighlightData {
  id: number;
  title: string;
  description: string;
  icon: string | null;
  /** A picture staff set in the back office; it takes the icon's place. */
  image?: string | null;
  link: string | null;
}

const ICONS = [
  [/truck|deliver|ship/i, Truck],
  [/shield|warrant|guarantee|secure/i, ShieldCheck],
  [/card|pay|fib|bank|cash/i, CreditCard],
  [/store|shop|showroom/i, Store],
  [/percent|discount|offer|sale/i, BadgePercent],
  [/support|phone|headphone|call/i, Headphones],
  [/return|refund|rotate/i, RotateCcw],
] as const;

function iconFor(name: string | null) {
  for (const [pattern, Icon] of ICONS) if (name && pattern.test(name)) return Icon;
  return Sparkles;
}

export function HighlightList({ locale, highlights }: { locale: Locale; highlights: HighlightData[] }) {
  if (highlights.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {highlights.map((highlight) => {
        const Icon = iconFor(highlight.icon);
        const href = contentHref(highlight.link, locale);
        const title = href ? (
          <ShopLink href={href} className="hover:text-brand-700">
            {isolateLatinRuns(highlight.title, locale)}
          </ShopLink>
        ) : (
          isolateLatinRuns(highlight.title, locale)
        );
        return (
          <li key={highlight.id} className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3">
            {highlight.image ? (
              // Beside the title that says the same: decorative, so screen readers skip it.
              <ProductImage
                src={highlight.image}
                alt=""
                width={48}
                height={48}
                sizes="48px"
                className="h-12 w-12 shrink-0 rounded-lg object-cover"
              />
            ) : (
              <Icon className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
            )}
            <div>
              <h3 className="text-sm font-bold">{title}</h3>
              <p className="mt-0.5 text-xs text-stone-600">{isolateLatinRuns(highlight.description, locale)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
