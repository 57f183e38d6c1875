import type { LucideIcon } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';

/** The box's own classes after the caller's (its margin in the page). */
const box = (className: string, own: string) => (className ? `${className} ${own}` : own);

/** While the cart or wishlist is on its way. */
export function BasketLoading({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={box(className, 'rounded-xl border border-stone-200 bg-white p-10 text-center text-stone-600')}
    >
      {label}
    </div>
  );
}

/** An empty cart or wishlist: what it is, a hint, and the way to the products. */
export function BasketEmpty({
  icon: Icon,
  title,
  hint,
  browseLabel,
  href,
  className = '',
  titleClassName,
}: {
  icon: LucideIcon;
  title: string;
  hint: string;
  browseLabel: string;
  href: string;
  className?: string;
  titleClassName: string;
}) {
  return (
    <div className={box(className, 'rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center')}>
      <Icon className="mx-auto h-10 w-10 text-stone-400" aria-hidden="true" />
      <p className={`mt-3 text-lg font-medium ${titleClassName}`}>{title}</p>
      <p className="mt-1 text-sm text-stone-600">{hint}</p>
      <ShopLink href={href} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
        {browseLabel}
      </ShopLink>
    </div>
  );
}
