// The invoice and the packing slip of an order, in the order's language (the one it was placed in), whoever
// prints it: every label translated, every number, price and date formatted by ICU for that language (ku
// uses ckb-IQ, ar ar-IQ, en en-IQ: Arabic-Indic digits in the first two). The back office prints the JSON,
// or asks for HTML that the server renders with every text escaped.
import type { PrintableDocument } from '@dukan/core/contract/admin-operations';
import { ICU_LOCALE, LOCALE_DIRECTION, pickLocalized, resolveLocale, type Locale } from '@dukan/core/locales';
import { formatPrice } from '@dukan/core/money/format';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cities, contacts, customers, orderItems, orders } from '../../db/schema';

type Label =
  | 'shop'
  | 'invoice'
  | 'packing-slip'
  | 'product'
  | 'quantity'
  | 'unit_price'
  | 'line_total'
  | 'subtotal'
  | 'discount'
  | 'points'
  | 'delivery'
  | 'tax'
  | 'total'
  | 'cod'
  | 'fib'
  | 'pending'
  | 'in_progress'
  | 'delivered'
  | 'cancelled'
  | 'unpaid'
  | 'paid'
  | 'expired'
  | 'declined';

const LABELS: Record<Locale, Record<Label, string>> = {
  ku: {
    shop: 'دوکان',
    invoice: 'پسوولە',
    'packing-slip': 'لیستی پێچانەوە',
    product: 'بەرهەم',
    quantity: 'ژمارە',
    unit_price: 'نرخی یەکە',
    line_total: 'کۆ',
    subtotal: 'کۆی بەرهەمەکان',
    discount: 'داشکاندن',
    points: 'خاڵەکان',
    delivery: 'نرخی گەیاندن',
    tax: 'باج',
    total: 'کۆی گشتی',
    cod: 'پارەدان لە کاتی گەیاندن',
    fib: 'بانکی یەکەمی عێراقی',
    pending: 'چاوەڕوان',
    in_progress: 'لە جێبەجێکردندا',
    delivered: 'گەیەندرا',
    cancelled: 'هەڵوەشایەوە',
    unpaid: 'نەدراوە',
    paid: 'دراوە',
    expired: 'بەسەرچوو',
    declined: 'ڕەتکرایەوە',
  },
  ar: {
    shop: 'دكان',
    invoice: 'فاتورة',
    'packing-slip': 'قائمة التعبئة',
    product: 'المنتج',
    quantity: 'الكمية',
    unit_price: 'سعر الوحدة',
    line_total: 'المجموع',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    points: 'النقاط',
    delivery: 'سعر التوصيل',
    tax: 'الضريبة',
    total: 'المجموع الكلي',
    cod: 'الدفع عند الاستلام',
    fib: 'مصرف العراق الأول',
    pending: 'قيد الانتظار',
    in_progress: 'قيد التنفيذ',
    delivered: 'تم التوصيل',
    cancelled: 'ملغي',
    unpaid: 'غير مدفوع',
    paid: 'مدفوع',
    expired: 'منتهي الصلاحية',
    declined: 'مرفوض',
  },
  en: {
    shop: 'Dukan',
    invoice: 'Invoice',
    'packing-slip': 'Packing slip',
    product: 'Product',
    quantity: 'Quantity',
    unit_price: 'Unit price',
    line_total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    points: 'Points',
    delivery: 'Delivery',
    tax: 'Tax',
    total: 'Total',
    cod: 'Cash on delivery',
    fib: 'First Iraqi Bank',
    pending: 'Pending',
    in_progress: 'In progress',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    unpaid: 'Unpaid',
    paid: 'Paid',
    expired: 'Expired',
    declined: 'Declined',
  },
};

const label = (locale: Locale, key: string) => LABELS[locale][key as Label] ?? key;

export async function printableDocument(
  db: Database,
  orderId: string,
  doc: PrintableDocument['doc'],
): Promise<PrintableDocument | null> {
  const [order] = await db
    .select({
      order: orders,
      first_name: customers.first_name,
      last_name: customers.last_name,
      phone: sql<
        string | null
      >`(SELECT ai.value FROM account_identifiers ai WHERE ai.account_id = ${orders.account_id} AND ai.kind = 'phone' ORDER BY ai.id LIMIT 1)`,
      city_ku: cities.name_ku,
      city_ar: cities.name_ar,
      city_en: cities.name_en,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.account_id, orders.account_id))
    .leftJoin(cities, eq(cities.id, orders.city_id))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const o = order.order;
  const locale = resolveLocale(o.locale);
  const [lines, shopContacts] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.order_id, orderId)).orderBy(asc(orderItems.product_id)),
    db
      .select({ type: contacts.type, value: contacts.value })
      .from(contacts)
      .orderBy(asc(contacts.sort), asc(contacts.id)),
  ]);
  const contact = (type: string) => shopContacts.find((c) => c.type === type)?.value ?? '';
  const icu = ICU_LOCALE[locale];
  const count = new Intl.NumberFormat(icu, { maximumFractionDigits: 0 });
  const orderNumber = new Intl.NumberFormat(icu, { useGrouping: false }).format(o.number);
  const coordinate = new Intl.NumberFormat(icu, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  const date = new Intl.DateTimeFormat(icu, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Baghdad' });
  const price = (amount: number) => formatPrice(amount, locale);
  const withPrices = doc === 'invoice';

  const totals: PrintableDocument['totals'] = [];
  if (withPrices) {
    totals.push({ label: label(locale, 'subtotal'), value: price(o.subtotal) });
    if (o.discount > 0) totals.push({ label: label(locale, 'discount'), value: price(-o.discount) });
    if (o.points_value > 0) {
      totals.push({ label: `${label(locale, 'points')} (${count.format(o.points)})`, value: price(-o.points_value) });
    }
    totals.push({ label: label(locale, 'delivery'), value: price(o.delivery_price) });
    if (o.tax > 0) totals.push({ label: label(locale, 'tax'), value: price(o.tax) });
    totals.push({ label: label(locale, 'total'), value: price(o.total) });
  }

  return {
    doc,
    locale,
    dir: LOCALE_DIRECTION[locale],
    title: `${label(locale, doc)} #${orderNumber}`,
    shop: {
      name: label(locale, 'shop'),
      address: contact('address'),
      phone: contact('phone'),
      email: contact('email'),
    },
    order: {
      number: orderNumber,
      date: date.format(o.created_at),
      status: label(locale, o.status),
      payment: `${label(locale, o.payment_method)} · ${label(locale, o.payment_status)}`,
    },
    customer: {
      name: [order.first_name, order.last_name].filter(Boolean).join(' '),
      phone: order.phone ?? '',
      address: o.address,
      city: pickLocalized(
        { name_ku: order.city_ku ?? '', name_ar: order.city_ar ?? '', name_en: order.city_en ?? '' },
        'name',
        locale,
      ),
      notes: o.notes ?? '',
      pin: [coordinate.format(o.lat), coordinate.format(o.lng)].join(locale === 'en' ? ', ' : '، '),
    },
    columns: withPrices
      ? [label(locale, 'product'), label(locale, 'quantity'), label(locale, 'unit_price'), label(locale, 'line_total')]
      : [label(locale, 'product'), label(locale, 'quantity')],
    lines: lines.map((l) => ({
      title: pickLocalized(l, 'title', locale),
      quantity: count.format(l.quantity),
      ...(withPrices ? { unit_price: price(l.unit_price), line_total: price(l.unit_price * l.quantity) } : {}),
    })),
    totals,
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A self-contained page to print: no script, no outside resource; logical CSS so it reads right to left. */
export function renderDocumentHtml(d: PrintableDocument): string {
  const e = escapeHtml;
  const htmlLang = d.locale === 'ku' ? 'ckb' : d.locale;
  const cells = (values: (string | undefined)[], tag: 'td' | 'th') =>
    values.map((v) => `<${tag}>${e(v ?? '')}</${tag}>`).join('');
  const customerLines = [
    d.customer.name,
    d.customer.phone,
    d.customer.address,
    d.customer.city,
    d.customer.notes,
    d.customer.pin,
  ]
    .filter(Boolean)
    .map((v) => `<div>${e(v)}</div>`)
    .join('');
  return `<!doctype html>
<html lang="${htmlLang}" dir="${d.dir}">
<head><meta charset="utf-8"><title>${e(d.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#111}
header,section{margin-block-end:1.5rem}
table{inline-size:100%;border-collapse:collapse}
th,td{border-block-end:1px solid #ccc;padding:.4rem;text-align:start}
.totals td:last-child{text-align:end}
</style></head>
<body>
<header><h1>${e(d.title)}</h1><div>${e(d.shop.name)}</div><div>${e(d.shop.address)}</div><div>${e(d.shop.phone)} ${e(d.shop.email)}</div></header>
<section><div>${e(d.order.date)}</div><div>${e(d.order.status)} · ${e(d.order.payment)}</div></section>
<section>${customerLines}</section>
<table><thead><tr>${cells(d.columns, 'th')}</tr></thead><tbody>
${d.lines.map((l) => `<tr>${cells([l.title, l.quantity, l.unit_price, l.line_total].slice(0, d.columns.length), 'td')}</tr>`).join('\n')}
</tbody></table>
${d.totals.length ? `<table class="totals"><tbody>${d.totals.map((t) => `<tr>${cells([t.label, t.value], 'td')}</tr>`).join('')}</tbody></table>` : ''}
</body></html>`;
}
