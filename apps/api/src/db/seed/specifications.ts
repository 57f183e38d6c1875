// Specification values of a product, derived from its category, brand and own facts. Shared by the demo
// seed and the synthetic catalogue so both look alike to the storefront and the search engine.
import {
  BRANDS,
  COUNTRIES_OF_ORIGIN,
  type BrandSlug,
  type CategorySlug,
  type SpecificationKey,
} from './data/catalogue';
import { dimensions, l, measure, months, same, years, type L } from './data/localized';

export interface SpecificationValue {
  key: SpecificationKey;
  value: L;
  isPublic: boolean;
}

export interface SpecificationFacts {
  category: CategorySlug;
  brand: BrandSlug | null;
  /** Any stable text (the SKU): drives the small deterministic variations. */
  seed: string;
  capacityLiters?: number | null;
  netCapacity?: string | null;
  warrantyYears: number;
  explicit?: Partial<Record<SpecificationKey, L>>;
  /** Only the facts shoppers search and filter by: the synthetic catalogue keeps its row count down. */
  compact?: boolean;
}

// Rough outer size (cm) and weight (kg) of a typical item per category; each product varies around it.
const SIZE_BASE: Record<CategorySlug, [number, number, number, number] | null> = {
  refrigerators: [70, 68, 178, 68],
  'washing-machines': [60, 58, 85, 64],
  'air-conditioners': [92, 28, 30, 11],
  'kitchen-appliances': [26, 22, 32, 3.2],
  'phones-tablets': [7.5, 0.8, 16, 0.2],
  'tv-audio': [123, 8, 72, 14],
  furniture: [190, 88, 84, 42],
  cookware: [32, 32, 16, 2.4],
  'personal-care': [9, 6, 22, 0.4],
  'groceries-drinks': null,
  kids: [42, 30, 32, 1.6],
};

const SERVICE_CENTRES = l(
  'هەولێر، سلێمانی، بەغدا و بەسرە',
  'أربيل والسليمانية وبغداد والبصرة',
  'Erbil, Sulaymaniyah, Baghdad and Basra',
);
const KEEP_DRY = l('لە شوێنێکی فێنک و وشکدا هەڵیبگرە', 'يحفظ في مكان بارد وجاف', 'Store in a cool, dry place');
const FROM_BIRTH = l('لە لەدایکبوونەوە', 'من الولادة', 'From birth');
const FROM_THREE = l('3 ساڵ و سەرووتر', 'من 3 سنوات فما فوق', '3 years and up');
const SUPPLIERS = [
  l('بریکاری فەرمی لە عێراق', 'الوكيل الرسمي في العراق', 'Official agent in Iraq'),
  l('کۆمپانیای ئاسۆ بۆ بازرگانی', 'شركة آسو للتجارة', 'Aso Trading Company'),
  l('کۆمپانیای دیجلە بۆ هاوردە', 'شركة دجلة للاستيراد', 'Dijla Import Company'),
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const BRAND_ORIGIN = new Map<string, keyof typeof COUNTRIES_OF_ORIGIN>(BRANDS.map((b) => [b.slug, b.origin]));

export function specificationValues(facts: SpecificationFacts): SpecificationValue[] {
  const h = hash(facts.seed);
  const vary = (base: number, spread: number, salt: number) => {
    const factor = 1 - spread + (((h >>> salt) % 1000) / 1000) * spread * 2;
    const v = base * factor;
    return v >= 10 ? Math.round(v) : Math.round(v * 10) / 10;
  };
  const out: SpecificationValue[] = [];
  const add = (key: SpecificationKey, value: L, isPublic = true) => out.push({ key, value, isPublic });

  const origin = facts.brand ? (BRAND_ORIGIN.get(facts.brand) ?? 'iraq') : 'iraq';
  add('origin', COUNTRIES_OF_ORIGIN[origin]);
  const size = SIZE_BASE[facts.category];
  if (size && !facts.compact) {
    add('dimensions', dimensions(vary(size[0], 0.15, 1), vary(size[1], 0.15, 5), vary(size[2], 0.15, 9)));
    add('weight', measure(vary(size[3], 0.25, 13), 'kg'));
  } else if (size) {
    add('weight', measure(vary(size[3], 0.25, 13), 'kg'));
  }
  if (facts.capacityLiters && !facts.explicit?.capacity) add('capacity', measure(facts.capacityLiters, 'L'));
  for (const [key, value] of Object.entries(facts.explicit ?? {}) as [SpecificationKey, L][]) add(key, value);

  if (facts.warrantyYears > 0) add('warranty', years(facts.warrantyYears));
  if (
    !facts.compact &&
    ['refrigerators', 'washing-machines', 'air-conditioners', 'tv-audio'].includes(facts.category)
  ) {
    add('service', SERVICE_CENTRES);
  }
  const addDefault = (key: SpecificationKey, value: L) => {
    if (!facts.explicit?.[key]) add(key, value);
  };
  if (facts.category === 'groceries-drinks') {
    addDefault('shelfLife', months([12, 18, 24][h % 3]!));
    addDefault('keeping', KEEP_DRY);
  }
  if (facts.category === 'personal-care' && facts.netCapacity) {
    addDefault('shelfLife', months(36));
    addDefault('keeping', KEEP_DRY);
  }
  if (facts.category === 'kids') addDefault('age', h % 2 ? FROM_THREE : FROM_BIRTH);

  // Staff-only facts: kept in the same tables, never public.
  add('supplier', SUPPLIERS[h % SUPPLIERS.length]!, false);
  if (!facts.compact) add('shelf', same(`${'ABCDEFGH'[h % 8]}-${String((h >>> 3) % 40).padStart(2, '0')}`), false);
  return out;
}
