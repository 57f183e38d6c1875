// Words the synthetic catalogue composes titles from: "<brand> <adjective> <product noun> <size>" in English,
// "<noun> <adjective> <brand> <size>" in Arabic and Sorani (adjectives follow the noun, joined in Sorani by
// the ezafe ی). Real words, so search benchmarks see realistic vocabulary, typos and prefixes.
import type { MotifName } from '../../../services/artwork';
import type { BrandSlug, CategorySlug, SizeCode, SpecificationKey } from './catalogue';
import { l, measure, type L } from './localized';

export interface Adjective {
  ku: string;
  /** Masculine and feminine Arabic forms: the adjective agrees with the noun. */
  ar: [string, string];
  en: string;
}

const ADJ = {
  new: { ku: 'نوێ', ar: ['جديد', 'جديدة'], en: 'New' },
  smart: { ku: 'زیرەک', ar: ['ذكي', 'ذكية'], en: 'Smart' },
  compact: { ku: 'بچووک', ar: ['صغير', 'صغيرة'], en: 'Compact' },
  large: { ku: 'گەورە', ar: ['كبير', 'كبيرة'], en: 'Large' },
  quiet: { ku: 'بێدەنگ', ar: ['هادئ', 'هادئة'], en: 'Quiet' },
  fast: { ku: 'خێرا', ar: ['سريع', 'سريعة'], en: 'Fast' },
  economical: { ku: 'کەمخەرج', ar: ['اقتصادي', 'اقتصادية'], en: 'Economical' },
  professional: { ku: 'پرۆفیشناڵ', ar: ['احترافي', 'احترافية'], en: 'Professional' },
  powerful: { ku: 'بەهێز', ar: ['قوي', 'قوية'], en: 'Powerful' },
  modern: { ku: 'مۆدێرن', ar: ['عصري', 'عصرية'], en: 'Modern' },
  classic: { ku: 'کلاسیک', ar: ['كلاسيكي', 'كلاسيكية'], en: 'Classic' },
  elegant: { ku: 'جوان', ar: ['أنيق', 'أنيقة'], en: 'Elegant' },
  premium: { ku: 'نایاب', ar: ['فاخر', 'فاخرة'], en: 'Premium' },
  light: { ku: 'سووک', ar: ['خفيف', 'خفيفة'], en: 'Lightweight' },
  natural: { ku: 'سروشتی', ar: ['طبيعي', 'طبيعية'], en: 'Natural' },
  fresh: { ku: 'تازە', ar: ['طازج', 'طازجة'], en: 'Fresh' },
  organic: { ku: 'ئۆرگانیک', ar: ['عضوي', 'عضوية'], en: 'Organic' },
  colourful: { ku: 'ڕەنگاوڕەنگ', ar: ['ملوّن', 'ملوّنة'], en: 'Colourful' },
  safe: { ku: 'سەلامەت', ar: ['آمن', 'آمنة'], en: 'Safe' },
  durable: { ku: 'بەرگەگر', ar: ['متين', 'متينة'], en: 'Durable' },
} satisfies Record<string, Adjective>;

type SizeKind = 'L' | 'kg' | 'g' | 'ml' | 'inch' | 'GB' | 'W' | 'ton' | 'cm' | 'pieces' | 'seats' | 'places' | 'count';

export interface SizeFacts {
  label: L;
  capacityLiters?: number;
  netCapacity?: string;
  sizeCode?: SizeCode;
  spec?: [SpecificationKey, L];
}

function arCount(n: number, few: string, many: string): string {
  return `${n} ${n <= 10 ? few : many}`;
}

export function sizeFacts(kind: SizeKind, n: number, rank: number, of: number): SizeFacts {
  // Small, medium, large by position in the noun's size list.
  const relative: SizeCode = of === 1 ? 'm' : rank === 0 ? 's' : rank === of - 1 ? 'l' : 'm';
  switch (kind) {
    case 'L':
      return { label: measure(n, 'L'), capacityLiters: n, sizeCode: relative };
    case 'kg':
      return { label: measure(n, 'kg'), netCapacity: `${n} kg`, sizeCode: relative };
    case 'g':
      return { label: measure(n, 'g'), netCapacity: `${n} g`, sizeCode: relative };
    case 'ml':
      return { label: measure(n, 'ml'), netCapacity: `${n} ml`, sizeCode: relative };
    case 'inch':
      return { label: measure(n, 'inch'), spec: ['screen', measure(n, 'inch')] };
    case 'GB': {
      const code = `${n}gb` as SizeCode;
      return { label: measure(n, 'GB'), spec: ['storage', measure(n, 'GB')], sizeCode: code };
    }
    case 'W':
      return { label: measure(n, 'W'), spec: ['power', measure(n, 'W')] };
    case 'ton':
      return {
        label: l(`${n} تەن`, `${n} طن`, `${n} Ton`),
        spec: ['cooling', measure(n * 12000, 'BTU')],
      };
    case 'cm':
      return { label: measure(n, 'cm'), sizeCode: relative };
    case 'pieces':
      return { label: l(`${n} پارچە`, arCount(n, 'قطع', 'قطعة'), `${n} pieces`), sizeCode: relative };
    case 'seats':
      return { label: l(`${n} کەسی`, arCount(n, 'مقاعد', 'مقعدًا'), `${n}-seater`), sizeCode: relative };
    case 'places':
      return { label: l(`بۆ ${n} کەس`, arCount(n, 'أطقم', 'طقمًا'), `${n} place settings`), sizeCode: relative };
    case 'count':
      return { label: l(`${n} دانە`, arCount(n, 'قطع', 'قطعة'), `${n} pcs`), sizeCode: relative };
  }
}

export interface Noun {
  /** The noun alone and with the ezafe that joins it to a following adjective. */
  ku: string;
  kuEzafe: string;
  ar: string;
  arFeminine: boolean;
  en: string;
  motif: MotifName;
  sizes?: { kind: SizeKind; values: number[] };
}

function noun(
  ku: string,
  ar: string,
  arFeminine: boolean,
  en: string,
  motif: MotifName,
  sizes?: Noun['sizes'],
  kuEzafe = `${ku}ی`,
): Noun {
  return { ku, kuEzafe, ar, arFeminine, en, motif, sizes };
}

export interface CategoryVocabulary {
  nouns: Noun[];
  adjectives: Adjective[];
  brands: (BrandSlug | null)[];
  /** Price range in IQD. */
  price: [number, number];
}

const APPLIANCE_ADJ = [
  ADJ.new,
  ADJ.smart,
  ADJ.compact,
  ADJ.large,
  ADJ.quiet,
  ADJ.fast,
  ADJ.economical,
  ADJ.professional,
  ADJ.powerful,
  ADJ.modern,
];

export const VOCABULARY: Record<CategorySlug, CategoryVocabulary> = {
  refrigerators: {
    nouns: [
      noun('ساردکەرەوە', 'ثلاجة', true, 'Refrigerator', 'fridge', {
        kind: 'L',
        values: [250, 320, 400, 450, 520, 600],
      }),
      noun('فریزەر', 'فريزر', false, 'Freezer', 'fridge', { kind: 'L', values: [150, 200, 250, 300] }),
      noun('ساردکەرەوەی ئاو', 'براد ماء', false, 'Water Dispenser', 'fridge', { kind: 'L', values: [16, 20] }),
    ],
    adjectives: APPLIANCE_ADJ,
    brands: ['samsung', 'lg', 'beko', 'haier'],
    price: [180_000, 1_250_000],
  },
  'washing-machines': {
    nouns: [
      noun('جلشۆر', 'غسالة', true, 'Washing Machine', 'washer', { kind: 'kg', values: [7, 8, 9, 10, 12] }),
      noun('قاپشۆر', 'غسالة صحون', true, 'Dishwasher', 'washer', { kind: 'places', values: [8, 12, 13, 14] }),
      noun('وشککەرەوەی جل', 'نشافة ملابس', true, 'Tumble Dryer', 'washer', { kind: 'kg', values: [7, 8, 9] }),
    ],
    adjectives: APPLIANCE_ADJ,
    brands: ['samsung', 'lg', 'beko', 'haier', 'midea'],
    price: [160_000, 900_000],
  },
  'air-conditioners': {
    nouns: [
      noun('سپلیت', 'مكيف سبلت', false, 'Split Air Conditioner', 'ac', { kind: 'ton', values: [1, 1.5, 2, 2.5] }),
      noun('پانکە', 'مروحة', true, 'Fan', 'fan', { kind: 'inch', values: [16, 18, 20] }),
      noun('کولەر', 'مبردة هواء', true, 'Air Cooler', 'fan', { kind: 'L', values: [40, 60, 70, 90] }),
      noun('سۆبەی کارەبا', 'مدفأة كهربائية', true, 'Electric Heater', 'fan', { kind: 'W', values: [1500, 2000, 2500] }),
    ],
    adjectives: APPLIANCE_ADJ,
    brands: ['gree', 'midea', 'lg', 'samsung', 'haier', 'xiaomi'],
    price: [35_000, 1_200_000],
  },
  'kitchen-appliances': {
    nouns: [
      noun('کەتڵ', 'غلاية', true, 'Kettle', 'kettle', { kind: 'L', values: [1.5, 1.7, 2] }),
      noun('تێکەڵکەر', 'خلاط', false, 'Blender', 'blender', { kind: 'W', values: [500, 800, 1000, 1200] }),
      noun('مایکرۆوەیڤ', 'ميكروويف', false, 'Microwave', 'microwave', { kind: 'L', values: [20, 23, 25, 30] }),
      noun('ئێرفرایەر', 'قلاية هوائية', true, 'Air Fryer', 'airfryer', { kind: 'L', values: [3.5, 4.5, 6.2, 8] }),
      noun('ئامێری قاوە', 'ماكينة قهوة', true, 'Coffee Machine', 'coffee', { kind: 'W', values: [850, 1350, 1500] }),
      noun('تۆستەر', 'محمصة خبز', true, 'Toaster', 'microwave', { kind: 'W', values: [800, 900, 1000] }),
    ],
    adjectives: APPLIANCE_ADJ,
    brands: ['tefal', 'philips', 'moulinex', 'kenwood', 'braun', 'samsung'],
    price: [18_000, 260_000],
  },
  'phones-tablets': {
    nouns: [
      noun('مۆبایل', 'هاتف', false, 'Smartphone', 'phone', { kind: 'GB', values: [128, 256, 512] }),
      noun('تابلێت', 'جهاز لوحي', false, 'Tablet', 'tablet', { kind: 'GB', values: [128, 256] }),
      noun('گوێگری بێتەل', 'سماعات لاسلكية', true, 'Wireless Earbuds', 'headphones'),
      noun('کاتژمێری دەست', 'ساعة ذكية', true, 'Smartwatch', 'phone'),
      noun('پاوەربانک', 'باور بانك', false, 'Power Bank', 'phone'),
    ],
    adjectives: [ADJ.new, ADJ.smart, ADJ.fast, ADJ.light, ADJ.premium, ADJ.professional, ADJ.elegant],
    brands: ['samsung', 'apple', 'xiaomi'],
    price: [25_000, 1_250_000],
  },
  'tv-audio': {
    nouns: [
      noun('تەلەفزیۆن', 'تلفزيون', false, 'TV', 'tv', { kind: 'inch', values: [32, 43, 50, 55, 65, 75] }),
      noun('ساوندبار', 'مكبر صوت', false, 'Soundbar', 'speaker', { kind: 'W', values: [120, 300, 450] }),
      noun('بڵندگۆ', 'سماعة', true, 'Speaker', 'speaker', { kind: 'W', values: [10, 20, 40] }),
      noun('هێدفۆن', 'سماعة رأس', true, 'Headphones', 'headphones'),
      noun('ڕیسیڤەر', 'رسيفر', false, 'Satellite Receiver', 'tv'),
    ],
    adjectives: [ADJ.new, ADJ.smart, ADJ.large, ADJ.compact, ADJ.powerful, ADJ.premium, ADJ.modern, ADJ.light],
    brands: ['samsung', 'lg', 'sony', 'xiaomi'],
    price: [25_000, 1_250_000],
  },
  furniture: {
    nouns: [
      noun('قەنەفە', 'كنبة', true, 'Sofa', 'sofa', { kind: 'seats', values: [2, 3, 4] }),
      noun('کورسی', 'كرسي', false, 'Chair', 'chair'),
      noun('مێز', 'طاولة', true, 'Table', 'table', { kind: 'cm', values: [80, 120, 160, 200] }),
      noun('تەختی نووستن', 'سرير', false, 'Bed', 'bed', { kind: 'cm', values: [90, 120, 160, 180] }),
      noun('چرا', 'مصباح', false, 'Lamp', 'lamp'),
    ],
    adjectives: [ADJ.classic, ADJ.modern, ADJ.elegant, ADJ.premium, ADJ.compact, ADJ.large, ADJ.durable, ADJ.light],
    brands: ['istikbal', 'dukan-home'],
    price: [35_000, 1_200_000],
  },
  cookware: {
    nouns: [
      noun('مەنجەڵ', 'قدر', false, 'Pot', 'pot', { kind: 'L', values: [3, 5, 7, 10] }),
      noun('تاوە', 'مقلاة', true, 'Frying Pan', 'pan', { kind: 'cm', values: [24, 26, 28, 30, 32] }),
      noun('سێتی قاپ', 'طقم صحون', false, 'Dinner Set', 'plates', { kind: 'pieces', values: [12, 18, 24, 32] }),
      noun('سێتی ئیستیکان', 'طقم استكانات', false, 'Tea Glass Set', 'plates', { kind: 'pieces', values: [6, 12] }),
      noun('فلاسک', 'ترمس', false, 'Thermos Flask', 'bottle', { kind: 'L', values: [0.5, 1, 1.5] }),
    ],
    adjectives: [ADJ.classic, ADJ.premium, ADJ.modern, ADJ.large, ADJ.compact, ADJ.light, ADJ.durable, ADJ.elegant],
    brands: ['tefal', 'moulinex', 'dukan-home'],
    price: [6_000, 220_000],
  },
  'personal-care': {
    nouns: [
      noun('شامپۆ', 'شامبو', false, 'Shampoo', 'bottle', { kind: 'ml', values: [200, 400, 600] }),
      noun('کرێم', 'كريم', false, 'Cream', 'jar', { kind: 'ml', values: [50, 100, 250] }),
      noun('سێشوار', 'مجفف شعر', false, 'Hair Dryer', 'hairdryer', { kind: 'W', values: [1800, 2000, 2200] }),
      noun('ئامێری ڕیشتاشین', 'ماكينة حلاقة', true, 'Shaver', 'shaver'),
      noun('عەتر', 'عطر', false, 'Perfume', 'bottle', { kind: 'ml', values: [50, 100] }),
      noun('هەویری ددان', 'معجون أسنان', false, 'Toothpaste', 'box', { kind: 'ml', values: [75, 100] }),
    ],
    adjectives: [ADJ.natural, ADJ.premium, ADJ.light, ADJ.new, ADJ.professional, ADJ.fresh, ADJ.classic],
    brands: ['nivea', 'dove', 'philips', 'braun', null],
    price: [2_500, 250_000],
  },
  'groceries-drinks': {
    nouns: [
      noun('برنج', 'رز', false, 'Rice', 'bag', { kind: 'kg', values: [1, 2, 5, 10] }),
      noun('چا', 'شاي', false, 'Tea', 'box', { kind: 'g', values: [250, 450, 500] }),
      noun('ڕۆن', 'زيت', false, 'Cooking Oil', 'bottle', { kind: 'L', values: [0.75, 1.5, 1.8] }),
      noun('هەنگوین', 'عسل', false, 'Honey', 'jar', { kind: 'g', values: [250, 500, 1000] }),
      noun('خورما', 'تمر', false, 'Dates', 'box', { kind: 'kg', values: [0.5, 1, 2] }),
      noun('ئاو', 'مياه', true, 'Water', 'bottle', { kind: 'L', values: [0.5, 1.5] }),
      noun('شەربەت', 'عصير', false, 'Juice', 'bottle', { kind: 'L', values: [1, 1.4, 2] }),
      noun('نیسک', 'عدس', false, 'Lentils', 'bag', { kind: 'kg', values: [1, 2] }),
      noun('ئارد', 'طحين', false, 'Flour', 'bag', { kind: 'kg', values: [1, 5, 10] }),
      noun('شەکر', 'سكر', false, 'Sugar', 'bag', { kind: 'kg', values: [1, 2, 5] }),
    ],
    adjectives: [ADJ.natural, ADJ.fresh, ADJ.organic, ADJ.premium, ADJ.classic, ADJ.new],
    brands: ['mahmood', 'ahmad-tea', 'afia', 'almarai', 'nescafe', null],
    price: [1_000, 50_000],
  },
  kids: {
    nouns: [
      noun('یاریی منداڵان', 'لعبة أطفال', true, "Kids' Toy", 'blocks', { kind: 'pieces', values: [20, 50, 120, 300] }),
      noun('عەرەبانەی منداڵ', 'عربة أطفال', true, 'Stroller', 'stroller'),
      noun('شووشەی شیر', 'رضاعة', true, 'Baby Bottle', 'bottle', { kind: 'ml', values: [150, 250, 330] }),
      noun('پەمپەرز', 'حفاضات', true, 'Diapers', 'bag', { kind: 'count', values: [24, 44, 52, 64] }),
      noun('کورسی ئۆتۆمبێل', 'كرسي سيارة', false, 'Car Seat', 'stroller'),
      noun('جانتای قوتابخانە', 'حقيبة مدرسية', true, 'School Bag', 'bag'),
    ],
    adjectives: [ADJ.colourful, ADJ.safe, ADJ.light, ADJ.new, ADJ.compact, ADJ.smart, ADJ.durable],
    brands: ['lego', 'chicco', 'pampers', 'dukan-home', null],
    price: [4_000, 350_000],
  },
};
