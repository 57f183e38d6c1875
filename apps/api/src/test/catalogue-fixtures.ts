// A small, fully known catalogue for API tests: few enough rows to reason about each assertion,
// with the awkward cases on purpose (empty Arabic titles, sold-out items, a private specification,
// an inactive payment method, an article scheduled in the future).
import type { SearchEngine } from '../adapters/search-engine/types';
import type { Database } from '../db/client';
import {
  attributes,
  attributeValues,
  brands,
  categories,
  collections,
  productAttributeValues,
  products,
  productSpecifications,
  specificationGroups,
  specifications,
} from '../db/schema/catalogue';
import {
  articles,
  banners,
  cities,
  contacts,
  countries,
  highlights,
  metaEntries,
  paymentMethods,
  showrooms,
  websiteSocials,
} from '../db/schema/content';

export const TEST_SEARCH_KEY = 'test-search-only-key-0123456789';

/** Stands in for the search engine where only its public key matters. */
export const fakeSearchEngine: SearchEngine = {
  name: 'database',
  publicKey: async () => TEST_SEARCH_KEY,
  indexProducts: async () => {},
  reindexAll: async () => {},
  health: async () => true,
  close: async () => {},
};

const t = (ku: string, ar: string, en: string) => ({ title_ku: ku, title_ar: ar, title_en: en });

export interface FixtureProduct {
  id: number;
  sku: string;
  title_en: string;
  category: 'fridges' | 'kettles' | 'phones';
  brand: 'bluestar' | 'zagros' | null;
  price: number;
  original_price: number | null;
  stock: number;
  best_seller_rank: number | null;
  values: ('red' | 'blue' | 's' | 'm')[];
  created_at: Date;
}

export interface CatalogueFixture {
  collections: { home: number; electronics: number };
  categories: { fridges: number; kettles: number; phones: number };
  brands: { bluestar: number; zagros: number };
  attributes: { color: number; size: number };
  values: { red: number; blue: number; s: number; m: number };
  products: FixtureProduct[];
  /** The product with specifications, attributes, advantages and images. */
  detailed: FixtureProduct;
  specs: { dimensionsGroup: number; powerGroup: number; width: number; height: number; watts: number; cost: number };
  articles: { news: number; guide: number; scheduled: number };
  showrooms: { erbil: number; baghdad: number };
  cities: { erbil: number; baghdad: number };
}

type ProductSeed = Omit<FixtureProduct, 'id' | 'created_at' | 'title_en'> & { title: [string, string, string] };

// Ordered oldest first: created_at grows with the index, so "newest" is the reverse of this list.
const PRODUCT_SEEDS: ProductSeed[] = [
  {
    sku: 'FR-100',
    title: ['سەلاجەی شین', 'ثلاجة زرقاء', 'Blue fridge'],
    category: 'fridges',
    brand: 'bluestar',
    price: 900_000,
    original_price: 1_000_000,
    stock: 5,
    best_seller_rank: 2,
    values: ['blue', 'm'],
  },
  {
    sku: 'FR-200',
    title: ['سەلاجەی سوور', '', 'Red fridge'],
    category: 'fridges',
    brand: 'zagros',
    price: 750_000,
    original_price: null,
    stock: 0,
    best_seller_rank: null,
    values: ['red', 'm'],
  },
  {
    sku: 'FR-300',
    title: ['سەلاجەی بچووک', 'ثلاجة صغيرة', 'Small fridge'],
    category: 'fridges',
    brand: null,
    price: 400_000,
    original_price: 800_000,
    stock: 2,
    best_seller_rank: null,
    values: ['red', 's'],
  },
  {
    sku: 'KT-100',
    title: ['کەتڵی کارەبایی', 'غلاية كهربائية', 'Electric kettle'],
    category: 'kettles',
    brand: 'bluestar',
    price: 35_000,
    original_price: null,
    stock: 40,
    best_seller_rank: 1,
    values: ['red'],
  },
  {
    sku: 'KT-200',
    title: ['کەتڵی شووشە', 'غلاية زجاجية', 'Glass kettle'],
    category: 'kettles',
    brand: 'zagros',
    price: 45_000,
    original_price: 50_000,
    stock: 0,
    best_seller_rank: 3,
    values: ['blue'],
  },
  {
    sku: 'PH-100',
    title: ['مۆبایلی زیرەک', 'هاتف ذكي', 'Smart phone'],
    category: 'phones',
    brand: 'zagros',
    price: 600_000,
    original_price: null,
    stock: 7,
    best_seller_rank: null,
    values: ['blue', 's'],
  },
  {
    sku: 'PH-200',
    title: ['مۆبایلی هەرزان', 'هاتف رخيص', 'Budget phone'],
    category: 'phones',
    brand: 'bluestar',
    price: 150_000,
    original_price: 200_000,
    stock: 12,
    best_seller_rank: null,
    values: [],
  },
];

export async function insertCatalogueFixture(db: Database): Promise<CatalogueFixture> {
  const [home, electronics] = await db
    .insert(collections)
    .values([
      {
        slug: 'home',
        ...t('ئامێری ماڵەوە', 'الأجهزة المنزلية', 'Home appliances'),
        description_ku: 'هەموو شتێک بۆ ماڵ',
        description_ar: 'كل شيء للمنزل',
        description_en: 'Everything for the home',
        image: '/api/media/collections/home.svg',
        sort: 1,
      },
      {
        slug: 'electronics',
        ...t('ئەلیکترۆنیات', 'إلكترونيات', 'Electronics'),
        sort: 2,
      },
    ])
    .returning({ id: collections.id });
  const [fridges, kettles, phones] = await db
    .insert(categories)
    .values([
      { slug: 'fridges', collection_id: home!.id, ...t('سەلاجە', 'ثلاجات', 'Fridges'), sort: 1 },
      // No Arabic title on purpose: Arabic readers get the Kurdish one.
      { slug: 'kettles', collection_id: home!.id, ...t('کەتڵی', '', 'Kettles'), sort: 2 },
      { slug: 'phones', collection_id: electronics!.id, ...t('مۆبایل', 'هواتف', 'Phones'), sort: 3 },
    ])
    .returning({ id: categories.id });
  const [bluestar, zagros] = await db
    .insert(brands)
    .values([
      { slug: 'bluestar', ...t('بلوستار', 'بلو ستار', 'Bluestar') },
      { slug: 'zagros', ...t('زاگرۆس', 'زاغروس', 'Zagros') },
    ])
    .returning({ id: brands.id });
  const [color, size] = await db
    .insert(attributes)
    .values([
      { key: 'color', ...t('ڕەنگ', 'اللون', 'Colour'), sort: 1 },
      { key: 'size', ...t('قەبارە', 'الحجم', 'Size'), sort: 2 },
    ])
    .returning({ id: attributes.id });
  const [red, blue, s, m] = await db
    .insert(attributeValues)
    .values([
      { attribute_id: color!.id, value: '#d32f2f', ...t('سوور', 'أحمر', 'Red'), sort: 1 },
      { attribute_id: color!.id, value: '#1976d2', ...t('شین', 'أزرق', 'Blue'), sort: 2 },
      { attribute_id: size!.id, value: 'S', ...t('بچووک', 'صغير', 'Small'), sort: 1 },
      { attribute_id: size!.id, value: 'M', ...t('مامناوەند', 'متوسط', 'Medium'), sort: 2 },
    ])
    .returning({ id: attributeValues.id });

  const categoryIds = { fridges: fridges!.id, kettles: kettles!.id, phones: phones!.id };
  const brandIds = { bluestar: bluestar!.id, zagros: zagros!.id };
  const valueIds = { red: red!.id, blue: blue!.id, s: s!.id, m: m!.id };
  const base = Date.UTC(2026, 0, 1);

  const inserted = await db
    .insert(products)
    .values(
      PRODUCT_SEEDS.map((p, i) => ({
        sku: p.sku,
        category_id: categoryIds[p.category],
        brand_id: p.brand ? brandIds[p.brand] : null,
        ...t(...p.title),
        description_ku: `وەسفی ${p.title[0]}`,
        description_ar: p.title[1] ? `وصف ${p.title[1]}` : '',
        description_en: `About the ${p.title[2]}`,
        content_ku: `ناوەڕۆکی ${p.title[0]}`,
        content_ar: p.title[1] ? `محتوى ${p.title[1]}` : '',
        content_en: `All about the ${p.title[2]}`,
        price: p.price,
        original_price: p.original_price,
        stock: p.stock,
        best_seller_rank: p.best_seller_rank,
        sales_count: 100 - i,
        images: i === 0 ? ['/api/media/products/fr-100-1.svg', '/api/media/products/fr-100-2.svg'] : [],
        model: i === 0 ? 'BS-FR100' : null,
        capacity_liters: i === 0 ? 420 : null,
        net_capacity: i === 0 ? '380 L' : null,
        advantages:
          i === 0
            ? [
                { ku: 'کەم کارەبا', ar: 'موفرة للطاقة', en: 'Saves energy' },
                { ku: 'بێدەنگ', ar: '', en: 'Quiet' },
              ]
            : [],
        created_at: new Date(base + i * 86_400_000),
      })),
    )
    .returning({ id: products.id, sku: products.sku });

  const fixtureProducts: FixtureProduct[] = PRODUCT_SEEDS.map((p, i) => ({
    id: inserted.find((r) => r.sku === p.sku)!.id,
    sku: p.sku,
    title_en: p.title[2],
    category: p.category,
    brand: p.brand,
    price: p.price,
    original_price: p.original_price,
    stock: p.stock,
    best_seller_rank: p.best_seller_rank,
    values: p.values,
    created_at: new Date(base + i * 86_400_000),
  }));

  const links = fixtureProducts.flatMap((p) =>
    p.values.map((v) => ({ product_id: p.id, attribute_value_id: valueIds[v] })),
  );
  await db.insert(productAttributeValues).values(links);

  const [powerGroup, dimensionsGroup] = await db
    .insert(specificationGroups)
    .values([
      { ...t('کارەبا', 'الكهرباء', 'Power'), sort: 2 },
      { ...t('قەبارە', 'الأبعاد', 'Dimensions'), sort: 1 },
    ])
    .returning({ id: specificationGroups.id });
  const [height, width, watts, cost] = await db
    .insert(specifications)
    .values([
      { group_id: dimensionsGroup!.id, ...t('بەرزی', 'الارتفاع', 'Height'), sort: 2 },
      { group_id: dimensionsGroup!.id, ...t('پانی', 'العرض', 'Width'), sort: 1 },
      { group_id: powerGroup!.id, ...t('وات', 'واط', 'Watts'), sort: 1 },
      { group_id: powerGroup!.id, ...t('نرخی کڕین', 'سعر الشراء', 'Purchase cost'), sort: 2 },
    ])
    .returning({ id: specifications.id });
  const detailed = fixtureProducts[0]!;
  await db.insert(productSpecifications).values([
    {
      product_id: detailed.id,
      specification_id: height!.id,
      value_ku: '١٨٠ سم',
      value_ar: '١٨٠ سم',
      value_en: '180 cm',
    },
    { product_id: detailed.id, specification_id: width!.id, value_ku: '٧٠ سم', value_ar: '', value_en: '70 cm' },
    { product_id: detailed.id, specification_id: watts!.id, value_ku: '١٢٠', value_ar: '١٢٠', value_en: '120' },
    // Staff-only: must never reach the shop.
    {
      product_id: detailed.id,
      specification_id: cost!.id,
      value_ku: '٦٠٠٠٠٠',
      value_ar: '٦٠٠٠٠٠',
      value_en: '600000',
      is_public: false,
    },
  ]);

  await db.insert(banners).values([
    { page: 'home', ...t('داشکاندنی هاوین', 'تخفيضات الصيف', 'Summer sale'), subtitle_en: 'Up to 50%', sort: 2 },
    { page: 'home', ...t('گەیاندنی خێرا', '', 'Fast delivery'), link: '/offers', sort: 1 },
    { page: 'offers', ...t('ئۆفەرەکان', 'العروض', 'Offers'), image: '/api/media/banners/offers.svg' },
  ]);
  await db.insert(highlights).values([
    { page: 'home', ...t('گەیاندنی بێبەرامبەر', 'توصيل مجاني', 'Free delivery'), icon: 'truck', sort: 1 },
    { page: 'home', ...t('گەرەنتی', 'ضمان', 'Warranty'), icon: 'shield', sort: 2 },
    { page: 'products', ...t('پارەدان لە کاتی گەیاندن', 'الدفع عند الاستلام', 'Cash on delivery') },
  ]);
  const [news, guide, scheduled] = await db
    .insert(articles)
    .values([
      {
        type: 'news',
        slug: 'new-branch',
        ...t('لقی نوێ', 'فرع جديد', 'New branch'),
        summary_en: 'We opened in Duhok',
        body_ku: '<p>لقی نوێ لە دهۆک</p>',
        body_ar: '<p>فرع جديد في دهوك</p>',
        body_en: '<p>A new branch in Duhok</p>',
        published_at: new Date(Date.UTC(2026, 1, 1)),
      },
      {
        type: 'guides',
        slug: 'choose-a-fridge',
        ...t('چۆن سەلاجە هەڵبژێرین', '', 'How to choose a fridge'),
        body_ku: '<p>ڕێنمایی</p>',
        body_en: '<p>A guide</p>',
        published_at: new Date(Date.UTC(2026, 2, 1)),
      },
      {
        type: 'news',
        slug: 'coming-soon',
        ...t('بەم زووانە', 'قريباً', 'Coming soon'),
        published_at: new Date(Date.UTC(2999, 0, 1)),
      },
    ])
    .returning({ id: articles.id });

  const [iraq] = await db
    .insert(countries)
    .values([
      { iso2: 'IQ', calling_code: '+964', name_ku: 'عێراق', name_ar: 'العراق', name_en: 'Iraq' },
      { iso2: 'TR', calling_code: '+90', name_ku: 'تورکیا', name_ar: 'تركيا', name_en: 'Turkey' },
    ])
    .returning({ id: countries.id });
  const [erbil, baghdad] = await db
    .insert(cities)
    .values([
      {
        country_id: iraq!.id,
        name_ku: 'هەولێر',
        name_ar: 'أربيل',
        name_en: 'Erbil',
        delivery_price: 3000,
        lat: 36.19,
        lng: 44.01,
        sort: 1,
      },
      {
        country_id: iraq!.id,
        name_ku: 'بەغدا',
        name_ar: 'بغداد',
        name_en: 'Baghdad',
        delivery_price: 5000,
        lat: 33.31,
        lng: 44.36,
        sort: 2,
      },
    ])
    .returning({ id: cities.id });
  const hours = [0, 1, 2, 3, 4, 6].map((day) => ({ day, open: '09:00', close: '21:00' }));
  const [erbilShowroom, baghdadShowroom] = await db
    .insert(showrooms)
    .values([
      {
        city_id: erbil!.id,
        name_ku: 'پێشانگای هەولێر',
        name_ar: 'معرض أربيل',
        name_en: 'Erbil showroom',
        address_ku: 'شەقامی شەست مەتری',
        address_ar: 'شارع الستين',
        address_en: '60 Meter Street',
        phone: '+9647501234567',
        lat: 36.2,
        lng: 44.02,
        opening_hours: hours,
        sort: 1,
      },
      {
        city_id: baghdad!.id,
        name_ku: 'پێشانگای بەغدا',
        name_ar: '',
        name_en: 'Baghdad showroom',
        address_ku: 'کەڕادە',
        address_ar: 'الكرادة',
        address_en: 'Karrada',
        phone: '+9647701234567',
        lat: 33.3,
        lng: 44.4,
        sort: 2,
      },
    ])
    .returning({ id: showrooms.id });

  await db.insert(paymentMethods).values([
    { key: 'fib', ...t('بانکی یەکەمی عێراق', 'مصرف العراق الأول', 'First Iraqi Bank'), sort: 2 },
    {
      key: 'cod',
      ...t('پارەدان لە کاتی گەیاندن', 'الدفع عند الاستلام', 'Cash on delivery'),
      description_en: 'Pay the courier',
      sort: 1,
    },
    { key: 'card', ...t('کارت', 'بطاقة', 'Card'), active: false, sort: 3 },
  ]);
  await db.insert(websiteSocials).values([
    { platform: 'instagram', url: 'https://instagram.com/dukan', sort: 2 },
    { platform: 'facebook', url: 'https://facebook.com/dukan', sort: 1 },
  ]);
  await db.insert(contacts).values([
    { type: 'phone', value: '+9647500000000', ...t('تەلەفۆن', 'الهاتف', 'Phone'), sort: 1 },
    { type: 'email', value: 'hello@dukan.example', ...t('ئیمەیڵ', '', 'Email'), sort: 2 },
  ]);
  await db.insert(metaEntries).values([
    {
      page: 'home',
      ...t('دوکان', 'دكان', 'Dukan'),
      description_ku: 'فرۆشگای ئۆنلاین',
      description_ar: 'متجر إلكتروني',
      description_en: 'Online shop',
    },
    { page: 'offers', ...t('ئۆفەرەکان', '', 'Offers') },
  ]);

  return {
    collections: { home: home!.id, electronics: electronics!.id },
    categories: categoryIds,
    brands: brandIds,
    attributes: { color: color!.id, size: size!.id },
    values: valueIds,
    products: fixtureProducts,
    detailed,
    specs: {
      dimensionsGroup: dimensionsGroup!.id,
      powerGroup: powerGroup!.id,
      width: width!.id,
      height: height!.id,
      watts: watts!.id,
      cost: cost!.id,
    },
    articles: { news: news!.id, guide: guide!.id, scheduled: scheduled!.id },
    showrooms: { erbil: erbilShowroom!.id, baghdad: baghdadShowroom!.id },
    cities: { erbil: erbil!.id, baghdad: baghdad!.id },
  };
}
