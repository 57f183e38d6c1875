import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';

/** Few enough left to say how many. */
const LOW_STOCK = 5;

export function StockState({ locale, inStock, stock }: { locale: Locale; inStock: boolean; stock: number }) {
  const tCart = getText(locale, 'cart');
  const tProduct = getText(locale, 'product');
  if (!inStock) return <span className="text-sm font-medium text-red-700">{tCart('cart_out_of_stock')}</span>;
  if (stock <= LOW_STOCK)
    return (
      <span className="text-sm font-medium text-amber-700">{tProduct('product_low_stock', { count: stock })}</span>
    );
  return <span className="text-sm font-medium text-green-700">{tProduct('product_in_stock')}</span>;
}
