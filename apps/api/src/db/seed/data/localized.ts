// Small helpers for writing the demo data in three languages.
import type { LocalizedText } from '../../schema';

export type L = LocalizedText;

export function l(ku: string, ar: string, en: string): L {
  return { ku, ar, en };
}

/** Spreads a localized value into `<field>_ku`, `<field>_ar`, `<field>_en` columns. */
export function cols<F extends string>(field: F, value: L): Record<`${F}_ku` | `${F}_ar` | `${F}_en`, string> {
  return { [`${field}_ku`]: value.ku, [`${field}_ar`]: value.ar, [`${field}_en`]: value.en } as Record<
    `${F}_ku` | `${F}_ar` | `${F}_en`,
    string
  >;
}

const UNITS = {
  kg: l('کگم', 'كغ', 'kg'),
  g: l('گم', 'غ', 'g'),
  cm: l('سم', 'سم', 'cm'),
  W: l('وات', 'واط', 'W'),
  L: l('لیتر', 'لتر', 'L'),
  ml: l('مل', 'مل', 'ml'),
  inch: l('ئینج', 'بوصة', 'in'),
  GB: l('گیگابایت', 'غيغابايت', 'GB'),
  mAh: l('میلی ئەمپێر کاتژمێر', 'ملي أمبير ساعة', 'mAh'),
  BTU: l('BTU', 'BTU', 'BTU'),
  rpm: l('خول لە خولەکێکدا', 'دورة في الدقيقة', 'rpm'),
  pieces: l('پارچە', 'قطعة', 'pieces'),
} as const;

export type Unit = keyof typeof UNITS;

function formatNumber(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString('en-US') : String(n);
}

/** "9 kg" in each language (Western digits everywhere: search folds Arabic-Indic digits to them anyway). */
export function measure(n: number, unit: Unit): L {
  const u = UNITS[unit];
  const v = formatNumber(n);
  return l(`${v} ${u.ku}`, `${v} ${u.ar}`, unit === 'inch' ? `${v}-inch` : `${v} ${u.en}`);
}

export function dimensions(w: number, d: number, h: number): L {
  const v = `${w} × ${d} × ${h}`;
  return l(`${v} ${UNITS.cm.ku}`, `${v} ${UNITS.cm.ar}`, `${v} ${UNITS.cm.en}`);
}

/** Arabic counts agree with the number: سنة واحدة، سنتان، 3 سنوات، 11 سنة. */
export function years(n: number): L {
  const ar = n === 1 ? 'سنة واحدة' : n === 2 ? 'سنتان' : n <= 10 ? `${n} سنوات` : `${n} سنة`;
  return l(`${n} ساڵ`, ar, n === 1 ? '1 year' : `${n} years`);
}

export function months(n: number): L {
  const ar = n === 1 ? 'شهر واحد' : n === 2 ? 'شهران' : n <= 10 ? `${n} أشهر` : `${n} شهراً`;
  return l(`${n} مانگ`, ar, n === 1 ? '1 month' : `${n} months`);
}

export function same(value: string): L {
  return l(value, value, value);
}
