// Small helpers for writing the demo data in three languages.
import type { LocalizedText } from '../../schema';

export type L = LocalizedText;

export function l(ku: string, ar: string, en: string): L {
  return { ku: nativeDigits(ku), ar: nativeDigits(ar), en };
}

const ARABIC_LETTER = /[\u0600-\u06FF]/u;
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

/**
 * Sorani and Arabic prose as a native writer types it: Arabic-Indic digits, with the Arabic thousands separator
 * (٬), decimal separator (٫) and percent sign (٪), so a Kurdish or Arabic page never switches digits between the
 * interface and the shop's own texts. Left as written: a text with no Arabic letter at all (a phone number, a
 * model, «A++»), and inside a text, a token that mixes digits with Latin letters («4K», «RS64R5331B4», «BPA»)
 * or a phone number («+964 750 123 4567», spaces and all): those are codes, read and typed in Latin. Search folds either digit set
 * to the same word, so both still find the product.
 */
export function nativeDigits(text: string): string {
  if (!ARABIC_LETTER.test(text)) return text;
  // HTML tags (site pages) are markup, not prose: only the text between them is rewritten.
  return text
    .split(/(<[^>]*>)/u)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/(\+[0-9][0-9 -]*[0-9])|[^\s()«»،؛:]+/gu, (token, phone?: string) =>
            phone ? token : nativeToken(token),
          ),
    )
    .join('');
}

function nativeToken(token: string): string {
  if (!/[0-9]/.test(token) || /[A-Za-z+]/.test(token)) return token;
  return token
    .replace(/(?<=[0-9]),(?=[0-9])/g, '٬')
    .replace(/(?<=[0-9])\.(?=[0-9])/g, '٫')
    .replace(/(?<=[0-9])%/g, '٪')
    .replace(/[0-9]/g, (d) => ARABIC_INDIC[Number(d)]!);
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

/** "9 kg" in each language (l() writes the Sorani and Arabic with Arabic-Indic digits). */
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
  const ar = n === 1 ? 'شهر واحد' : n === 2 ? 'شهران' : n <= 10 ? `${n} أشهر` : `${n} شهرًا`;
  return l(`${n} مانگ`, ar, n === 1 ? '1 month' : `${n} months`);
}

export function same(value: string): L {
  return l(value, value, value);
}
