// The search synonyms a new shop starts with (table search_synonyms, editable in the back office): words shoppers
// in Iraq use for one thing across Sorani, Arabic (with Iraqi words: «قنفة», «جدر», «تمن») and English, and the
// broken plurals light stemming cannot reach («مراوح», «كراسي», «قدور», «ألعاب»). Single words only: the engines
// widen one query word at a time.
import { searchSynonyms } from '../../schema';
import type { Transaction } from '../../client';

export const SEARCH_SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['phone', 'mobile', 'smartphone', 'هاتف', 'هواتف', 'موبايل', 'جوال', 'تلفون', 'مۆبایل', 'مۆبایلەکان'],
  ['tv', 'television', 'تلفزيون', 'تلفاز', 'شاشة', 'شاشات', 'تەلەفزیۆن', 'تلفزیۆن', 'شاشە'],
  ['fan', 'مروحة', 'مراوح', 'پانکە', 'پنکە', 'پەنکە'],
  ['fridge', 'refrigerator', 'ثلاجة', 'براد', 'ساردکەرەوە', 'سەلاجە', 'ثلاجه'],
  ['ac', 'conditioner', 'split', 'مكيف', 'سبلت', 'سپلیت', 'فێنککەرەوە', 'مبردە'],
  ['cooler', 'مبردة', 'کولەر', 'کوولەر'],
  ['washer', 'غسالة', 'جلشۆر'],
  ['dishwasher', 'قاپشۆر'],
  ['dryer', 'نشافة', 'مجفف', 'وشککەرەوە'],
  ['sofa', 'couch', 'كنبة', 'قنفة', 'قنفات', 'قەنەفە', 'كنب'],
  ['kettle', 'غلاية', 'کەتڵ', 'کتلی'],
  ['headphones', 'earphones', 'headset', 'سماعات', 'هێدفۆن', 'گوێگر'],
  ['speaker', 'سماعة', 'بڵندگۆ', 'سپیکەر'],
  ['stroller', 'pram', 'عربة', 'عەرەبانە'],
  ['nappies', 'diapers', 'حفاضات', 'حفاظات', 'پەمپەرز'],
  ['oven', 'فرن', 'فڕن'],
  ['pot', 'قدر', 'قدور', 'جدر', 'مەنجەڵ', 'منجل'],
  ['pan', 'مقلاة', 'طاوة', 'تاوە'],
  ['toy', 'ألعاب', 'لعبة', 'لعب', 'یاری', 'یاریی'],
  ['chair', 'كرسي', 'كراسي', 'کورسی'],
  ['table', 'طاولة', 'ميز', 'مێز'],
  ['tablet', 'تابلت', 'تابلێت'],
  ['rice', 'رز', 'تمن', 'برنج'],
  ['tea', 'شاي', 'چای', 'چا'],
  ['dates', 'تمر', 'خورما'],
  ['blender', 'mixer', 'خلاط', 'تێکەڵکەر'],
  ['honey', 'عسل', 'هەنگوین'],
  ['microwave', 'ميكروويف', 'مایکرۆوەیڤ', 'مایکرۆویڤ'],
  ['lamp', 'light', 'مصباح', 'ضوء', 'چرا', 'گڵۆپ'],
  ['bed', 'سرير', 'تەخت'],
  ['furniture', 'أثاث', 'موبيليا', 'موبلیات'],
  ['shampoo', 'شامبو', 'شامپۆ'],
  ['juice', 'عصير', 'شەربەت'],
  ['oil', 'زيت', 'دهن', 'ڕۆن'],
  ['shaver', 'razor', 'حلاقة', 'ڕیشتاشین'],
  ['perfume', 'عطر', 'بۆن'],
  ['bottle', 'قنينة', 'بطل', 'بوتڵ'],
];

/** Writes the starting synonyms (a fresh shop only: an owner's edits are never overwritten). */
export async function insertSearchSynonyms(tx: Transaction): Promise<void> {
  await tx.insert(searchSynonyms).values(SEARCH_SYNONYM_GROUPS.map((terms) => ({ terms: [...terms] })));
}
