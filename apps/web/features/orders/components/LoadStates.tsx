import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';

/** The box's own classes after the caller's (its margin in the page). */
const box = (className: string, own: string) => (className ? `${className} ${own}` : own);

/** What the checkout and the account pages show when their data could not be loaded: say so, offer a retry. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  className = '',
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={box(className, 'rounded-xl border border-red-200 bg-red-50 p-5')}>
      <p className="text-red-800">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-800 hover:bg-red-100"
      >
        {retryLabel}
      </button>
    </div>
  );
}

/** Nothing to show yet (an empty cart at checkout, no orders): say so, and the way to the products. */
export function NothingYet({
  message,
  browseLabel,
  locale,
  className = '',
}: {
  message: string;
  browseLabel: string;
  locale: Locale;
  className?: string;
}) {
  return (
    <div className={box(className, 'rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center')}>
      <p className="text-lg font-medium text-stone-700">{message}</p>
      <ShopLink href={`/${locale}/products`} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
        {browseLabel}
      </ShopLink>
    </div>
  );
}
