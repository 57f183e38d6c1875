import { ShopLink } from '@/ui/ShopLink';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  moreHref?: string;
  moreLabel?: string;
  children: ReactNode;
}

export function Section({ id, title, moreHref, moreLabel, children }: Props) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={id} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        {moreHref && moreLabel ? (
          <ShopLink
            href={moreHref}
            className="flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {moreLabel}
            {/* Points forward: mirrored in right-to-left languages. */}
            <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </ShopLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
