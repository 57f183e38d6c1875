import type { Translate } from '@/i18n/translator';

/** Few enough left to say how many. */
const LOW_STOCK = 5;

export function StockState({ t, inStock, stock }: { t: Translate; inStock: boolean; stock: number }) {
  if (!inStock) return <span className="text-sm font-medium text-red-700">{t('cart_out_of_stock')}</span>;
  if (stock <= LOW_STOCK)
    return <span className="text-sm font-medium text-amber-700">{t('product_low_stock', { count: stock })}</span>;
  return <span className="text-sm font-medium text-green-700">{t('product_in_stock')}</span>;
}
