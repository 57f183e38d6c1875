// The invoice or packing slip of an order, in the order's language and direction (the API words and
// formats it, so the paper matches what the customer saw), laid out for paper: the print rules below hide
// the back office around it, and the print button calls the browser's own print dialog.
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useText } from '../../i18n/I18nProvider';
import { HTML_LANG } from '../../i18n/locale';
import { Button } from '../../ui/Button';
import { ErrorBox, Loading } from '../../ui/Status';
import { readPrintable, type DocumentKind } from './api';

/** Only the document is printed: everything else on the page is hidden from the printer. */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  #printable-document, #printable-document * { visibility: visible; }
  #printable-document { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0; }
}`;

export function PrintPage() {
  const { id = '', doc = 'invoice' } = useParams();
  const kind: DocumentKind = doc === 'packing-slip' ? 'packing-slip' : 'invoice';
  const t = useText('orders');
  const printable = useQuery({ queryKey: ['order', id, 'print', kind], queryFn: () => readPrintable(id, kind) });

  if (printable.isPending) return <Loading />;
  if (printable.isError) return <ErrorBox error={printable.error} onRetry={() => void printable.refetch()} />;
  const d = printable.data;
  return (
    <div className="flex flex-col gap-4">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('print')}
        </Button>
        <Link to={`/orders/${id}`} className="text-brand-700 underline">
          {t('back_to_order')}
        </Link>
      </div>
      <article
        id="printable-document"
        lang={HTML_LANG[d.locale]}
        dir={d.dir}
        className="mx-auto w-full max-w-3xl rounded-lg border border-stone-300 bg-white p-8 text-stone-900"
      >
        <header className="flex flex-wrap justify-between gap-4 border-b border-stone-300 pb-4">
          <div>
            <h1 className="text-2xl font-bold">{d.title}</h1>
            <p>{d.order.number}</p>
            <p>{d.order.date}</p>
          </div>
          <div className="text-sm">
            <p className="font-semibold">{d.shop.name}</p>
            <p>{d.shop.address}</p>
            <p dir="ltr">{d.shop.phone}</p>
            <p dir="ltr">{d.shop.email}</p>
          </div>
        </header>
        <section className="grid gap-1 py-4 text-sm">
          <p className="font-semibold">{d.customer.name}</p>
          <p dir="ltr" className="text-start">
            {d.customer.phone}
          </p>
          <p>
            {d.customer.city} — {d.customer.address}
          </p>
          {d.customer.notes && <p>{d.customer.notes}</p>}
          <p dir="ltr" className="text-start">
            {d.customer.pin}
          </p>
          <p>
            {d.order.status} · {d.order.payment}
          </p>
        </section>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-stone-400">
              {d.columns.map((name, index) => (
                <th key={index} scope="col" className={`py-2 ${index === 0 ? 'text-start' : 'text-end'}`}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.lines.map((line, index) => (
              <tr key={index} className="border-b border-stone-200">
                <td className="py-2 text-start">{line.title}</td>
                <td className="py-2 text-end">{line.quantity}</td>
                {line.unit_price !== undefined && <td className="py-2 text-end">{line.unit_price}</td>}
                {line.line_total !== undefined && <td className="py-2 text-end">{line.line_total}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        {d.totals.length > 0 && (
          <dl className="ms-auto mt-4 grid max-w-xs grid-cols-2 gap-1 text-sm">
            {d.totals.map((row, index) => (
              <div key={index} className="contents">
                <dt className={index === d.totals.length - 1 ? 'font-bold' : undefined}>{row.label}</dt>
                <dd className={`text-end ${index === d.totals.length - 1 ? 'font-bold' : ''}`}>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </article>
    </div>
  );
}
