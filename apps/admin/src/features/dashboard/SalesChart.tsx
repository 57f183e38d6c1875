// Sales of the last 30 days as bars. The chart is drawn for the eye; the same figures are in a table for
// screen readers (and anyone who prefers numbers), so the picture itself is hidden from them.
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale, useText } from '../../i18n/I18nProvider';
import { formatCompact, formatIqd, formatNumber, formatShortDay } from '../../i18n/format';
import { LOCALE_DIRECTION } from '../../i18n/locale';
import type { Dashboard } from './api';

export function SalesChart({ daily }: { daily: Dashboard['daily'] }) {
  const { locale } = useLocale();
  const t = useText('dashboard');
  const rtl = LOCALE_DIRECTION[locale] === 'rtl';
  return (
    <figure className="rounded-lg border border-stone-300 bg-white p-4">
      <figcaption className="mb-2 font-semibold">{t('chart_title')}</figcaption>
      <div aria-hidden="true" className="h-64" dir="ltr">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={daily} margin={{ top: 8, bottom: 8, left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              reversed={rtl}
              tickFormatter={(d: string) => formatShortDay(d, locale)}
              fontSize={12}
            />
            <YAxis
              orientation={rtl ? 'right' : 'left'}
              tickFormatter={(v: number) => formatCompact(v, locale)}
              fontSize={12}
              width={56}
            />
            <Tooltip
              formatter={(value) => formatIqd(Number(value), locale)}
              labelFormatter={(d) => formatShortDay(String(d), locale)}
            />
            <Bar dataKey="sales" name={t('sales')} fill="#0b6254" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm text-brand-700">{t('chart_as_table')}</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{t('chart_title')}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {t('day')}
              </th>
              <th scope="col" className="text-start">
                {t('orders')}
              </th>
              <th scope="col" className="text-start">
                {t('sales')}
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <td>{formatShortDay(d.day, locale)}</td>
                <td>{formatNumber(d.orders, locale)}</td>
                <td>{formatIqd(d.sales, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
