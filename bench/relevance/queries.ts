// The relevance set of `npm run bench -- --only relevance` (bench/relevance.ts): queries as shoppers type them in
// Sorani (also on an Arabic keyboard), Arabic and English, with the demo products (by SKU) a shopper looking for
// that would want to see. Each query names the phenomenon it tests. Relevant sets stay within ten products, so
// recall@10 can reach 1; "nonsense" queries have none and should return nothing at all.
//
// Written from the demo catalogue's titles and categories (apps/api/src/db/seed/data), not from the engine's
// rules: a query is here because a shopper would type it, whether or not the engine finds it.

export type Phenomenon =
  | 'exact'
  | 'keyboard'
  | 'transposition'
  | 'typo'
  | 'arabic-affix'
  | 'sorani-suffix'
  | 'english-plural'
  | 'synonym'
  | 'prefix'
  | 'attribute'
  | 'nonsense';

export interface RelevanceQuery {
  q: string;
  lang: 'ku' | 'ar' | 'en';
  phenomenon: Phenomenon;
  /** SKUs of the products a shopper wants to see; empty: nothing should come back. */
  relevant: string[];
}

const FRIDGES = ['FRIDGE-1001', 'FRIDGE-1002', 'FRIDGE-1003', 'FRIDGE-1004', 'FRIDGE-1006', 'FRIDGE-1008'];
const FREEZERS = ['FRIDGE-1002', 'FRIDGE-1003', 'FRIDGE-1005', 'FRIDGE-1007'];
const WASHERS = ['WASHER-2001', 'WASHER-2002', 'WASHER-2003', 'WASHER-2004', 'WASHER-2005'];
const DISHWASHERS = ['WASHER-2007', 'WASHER-2008'];
const SPLITS = ['AC-3001', 'AC-3002', 'AC-3003', 'AC-3007'];
const ACS = [...SPLITS, 'AC-3004'];
const FANS = ['FAN-3006', 'FAN-3008'];
const BLENDERS = ['BLENDER-4002', 'BLENDER-4007'];
const PHONES = ['PHONE-5001', 'PHONE-5002', 'PHONE-5003', 'PHONE-5004', 'PHONE-5007'];
const TABLETS = ['TABLET-5005', 'TABLET-5006'];
const TVS = ['TV-6001', 'TV-6002', 'TV-6003', 'TV-6004'];
const HEADPHONES = ['HEADPHONES-6006', 'HEADPHONES-6008'];
const SOFAS = ['SOFA-7001', 'SOFA-7002'];
const CHAIRS = ['CHAIR-7004', 'CHAIR-7008'];
const TABLES = ['TABLE-7003', 'TABLE-7007'];
const FURNITURE = [...SOFAS, ...TABLES, ...CHAIRS, 'BED-7005', 'LAMP-7006'];
const POTS = ['POT-8001', 'POT-8003', 'POT-8005'];
const PANS = ['PAN-8002', 'PAN-8006'];
const COOKWARE = [...POTS, ...PANS, 'PLATES-8004', 'PLATES-8007', 'BOTTLE-8008'];
const KITCHEN = [
  'KETTLE-4001',
  'BLENDER-4002',
  'MICROWAVE-4003',
  'AIRFRYER-4004',
  'COFFEE-4005',
  'KETTLE-4006',
  'BLENDER-4007',
  'MICROWAVE-4008',
];
const KIDS = [
  'BLOCKS-11001',
  'STROLLER-11002',
  'BOTTLE-11003',
  'BAG-11004',
  'BLOCKS-11005',
  'BLOCKS-11006',
  'STROLLER-11007',
  'BOTTLE-11008',
];
const SAMSUNG = [
  'FRIDGE-1001',
  'FRIDGE-1005',
  'WASHER-2001',
  'WASHER-2007',
  'AC-3007',
  'MICROWAVE-4003',
  'PHONE-5001',
  'PHONE-5004',
  'TABLET-5006',
  'TV-6001',
];
const XIAOMI = ['FAN-3008', 'PHONE-5003', 'PHONE-5007', 'TV-6004', 'HEADPHONES-6008'];
const ISTIKBAL = ['SOFA-7001', 'SOFA-7002', 'BED-7005', 'CHAIR-7008'];
const PHILIPS = ['AIRFRYER-4004', 'HAIRDRYER-9001', 'SHAVER-9008'];
const LG = ['FRIDGE-1002', 'FRIDGE-1006', 'WASHER-2002', 'WASHER-2006', 'AC-3003', 'TV-6002', 'SPEAKER-6007'];
const TEFAL = ['KETTLE-4001', 'MICROWAVE-4008', 'POT-8001', 'PAN-8002'];
const SHAVERS = ['SHAVER-9002', 'SHAVER-9008'];
const KID_CHAIRS = [...CHAIRS, 'STROLLER-11007'];

const q = (
  lang: RelevanceQuery['lang'],
  phenomenon: Phenomenon,
  query: string,
  relevant: string[],
): RelevanceQuery => ({
  q: query,
  lang,
  phenomenon,
  relevant,
});

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  // The word as the catalogue writes it.
  q('ar', 'exact', 'ثلاجة', FRIDGES),
  q('ku', 'exact', 'ساردکەرەوە', FRIDGES),
  q('en', 'exact', 'refrigerator', FRIDGES),
  q('ar', 'exact', 'غسالة', WASHERS),
  q('ar', 'exact', 'تلفزيون', TVS),
  q('ar', 'exact', 'سماعات', HEADPHONES),
  q('en', 'exact', 'kettle', ['KETTLE-4001']),
  q('en', 'exact', 'sofa', SOFAS),
  q('ku', 'exact', 'مەنجەڵ', POTS),
  q('ku', 'exact', 'قەنەفە', SOFAS),
  q('ku', 'exact', 'شامپۆ', ['BOTTLE-9005']),
  q('ku', 'exact', 'هەنگوین', ['JAR-10004']),
  q('en', 'exact', 'iphone', ['PHONE-5002']),
  q('en', 'exact', 'galaxy', ['PHONE-5001', 'PHONE-5004', 'TABLET-5006']),
  q('ar', 'exact', 'سبلت', SPLITS),
  q('ku', 'exact', 'پانکە', FANS),
  q('ar', 'exact', 'فريزر', FREEZERS),
  q('en', 'exact', 'air fryer', ['AIRFRYER-4004']),

  // Sorani typed on an Arabic keyboard (ه for ە, ي/ى for ی/ێ, و for ۆ, ر for ڕ, ل for ڵ, ك for ک), and Arabic
  // spelling variants (ه for ة, harakat).
  q('ku', 'keyboard', 'ساردکهرهوه', FRIDGES),
  q('ku', 'keyboard', 'ساردكهرهوه', FRIDGES),
  q('ku', 'keyboard', 'مهنجهل', POTS),
  q('ku', 'keyboard', 'قهنهفه', SOFAS),
  q('ku', 'keyboard', 'تهلهفزيون', TVS),
  q('ku', 'keyboard', 'پانكه', FANS),
  q('ku', 'keyboard', 'جلشوري', WASHERS),
  q('ku', 'keyboard', 'تيكهلكهر', BLENDERS),
  q('ku', 'keyboard', 'كورسي', KID_CHAIRS),
  q('ku', 'keyboard', 'ميزي نانخواردن', ['TABLE-7003']),
  q('ku', 'keyboard', 'هيدفون', ['HEADPHONES-6006']),
  q('ku', 'keyboard', 'ئاميري قاوه', ['COFFEE-4005']),
  q('ku', 'keyboard', 'كهتلي كارهبايي', ['KETTLE-4001']),
  q('ku', 'keyboard', 'سهماوهر', ['KETTLE-4006']),
  q('ku', 'keyboard', 'تاوه', PANS),
  q('ku', 'keyboard', 'فريزهر', FREEZERS),
  q('ku', 'keyboard', 'سامسونگ', SAMSUNG),
  q('ar', 'keyboard', 'ثلاجه', FRIDGES),
  q('ar', 'keyboard', 'غساله', WASHERS),
  q('ar', 'keyboard', 'مكيّف', ['AC-3004']),
  q('ar', 'keyboard', 'انفرتر', ['AC-3001', 'AC-3003']),

  // Swapped neighbours.
  q('en', 'transposition', 'samsnug', SAMSUNG),
  q('en', 'transposition', 'kettel', ['KETTLE-4001']),
  q('en', 'transposition', 'wahsing machine', ['WASHER-2001', 'WASHER-2003', 'WASHER-2004', 'WASHER-2005']),
  q('en', 'transposition', 'refrigreator', FRIDGES),
  q('en', 'transposition', 'blendre', BLENDERS),
  q('en', 'transposition', 'micorwave', ['MICROWAVE-4003']),
  q('en', 'transposition', 'hedaphones', ['HEADPHONES-6006']),
  q('en', 'transposition', 'istikbla', ISTIKBAL),
  q('en', 'transposition', 'xioami', XIAOMI),
  q('en', 'transposition', 'pmapers', ['BAG-11004']),
  q('en', 'transposition', 'shmapoo', ['BOTTLE-9005']),
  q('ar', 'transposition', 'ثلجاة', FRIDGES),
  q('ar', 'transposition', 'غسلاة', WASHERS),
  q('ar', 'transposition', 'مرحوة', FANS),
  q('ar', 'transposition', 'تلفزوين', TVS),
  q('ku', 'transposition', 'سادرکەرەوە', FRIDGES),
  q('ku', 'transposition', 'تەلەفیزۆن', TVS),

  // Other typos: a letter missing, extra or wrong.
  q('en', 'typo', 'samsong', SAMSUNG),
  q('en', 'typo', 'refrigirator', FRIDGES),
  q('en', 'typo', 'blendr', BLENDERS),
  q('en', 'typo', 'microwve', ['MICROWAVE-4003']),
  q('en', 'typo', 'airfyer', ['AIRFRYER-4004']),
  q('en', 'typo', 'espreso', ['COFFEE-4005']),
  q('ar', 'typo', 'غسالت', WASHERS),
  q('ar', 'typo', 'تلفيزيون', TVS),
  q('ar', 'typo', 'ميكرويف', ['MICROWAVE-4003']),
  q('ar', 'typo', 'بلوتوت', ['SPEAKER-6005']),
  q('ar', 'typo', 'فيلبس', PHILIPS),
  q('ar', 'typo', 'كينود', ['COFFEE-4005', 'KETTLE-4006']),
  q('ku', 'typo', 'ئینفێرتەر', ['AC-3001', 'AC-3003']),
  q('ku', 'typo', 'برافیا', ['TV-6003']),
  q('ku', 'typo', 'سپلێتی', SPLITS),

  // Arabic article and attached letters, sound plurals.
  q('ar', 'arabic-affix', 'الثلاجة', FRIDGES),
  q('ar', 'arabic-affix', 'الغسالات', WASHERS),
  q('ar', 'arabic-affix', 'غسالات', WASHERS),
  q('ar', 'arabic-affix', 'الأثاث', FURNITURE),
  q('ar', 'arabic-affix', 'أثاث', FURNITURE),
  q('ar', 'arabic-affix', 'للأطفال', KIDS),
  q('ar', 'arabic-affix', 'المكيفات', ACS),
  q('ar', 'arabic-affix', 'مكيفات', ACS),
  q('ar', 'arabic-affix', 'والمراوح', FANS),
  q('ar', 'arabic-affix', 'الكهربائية', ['KETTLE-4001', 'KETTLE-4006', 'MICROWAVE-4008']),
  q('ar', 'arabic-affix', 'الخلاط', BLENDERS),
  q('ar', 'arabic-affix', 'الشاي', ['BOX-10002', 'PLATES-8007', 'BOTTLE-8008']),
  q('ar', 'arabic-affix', 'والعسل', ['JAR-10004']),
  q('ar', 'arabic-affix', 'التلفزيونات', TVS),
  q('ar', 'arabic-affix', 'المقلاة', PANS),
  q('ar', 'arabic-affix', 'السماعات', HEADPHONES),
  q('ar', 'arabic-affix', 'الفريزر', FREEZERS),
  q('ar', 'arabic-affix', 'الحفاضات', ['BAG-11004']),
  q('ar', 'arabic-affix', 'ثلاجات', FRIDGES),
  q('ar', 'arabic-affix', 'بالثلاجة', FRIDGES),

  // Sorani definite, plural, indefinite and ezafe suffixes (also on an Arabic keyboard).
  q('ku', 'sorani-suffix', 'تەلەفزیۆنەکان', TVS),
  q('ku', 'sorani-suffix', 'پانکەکە', FANS),
  q('ku', 'sorani-suffix', 'ساردکەرەوەکان', FRIDGES),
  q('ku', 'sorani-suffix', 'مەنجەڵەکان', POTS),
  q('ku', 'sorani-suffix', 'قەنەفەکان', SOFAS),
  q('ku', 'sorani-suffix', 'کورسییەک', KID_CHAIRS),
  q('ku', 'sorani-suffix', 'تاوەیەک', PANS),
  q('ku', 'sorani-suffix', 'جلشۆرەکان', WASHERS),
  q('ku', 'sorani-suffix', 'فریزەرەکان', FREEZERS),
  q('ku', 'sorani-suffix', 'سپلیتەکان', SPLITS),
  q('ku', 'sorani-suffix', 'هێدفۆنێک', ['HEADPHONES-6006']),
  q('ku', 'sorani-suffix', 'تێکەڵکەرەکە', BLENDERS),
  q('ku', 'sorani-suffix', 'کەتڵەکە', ['KETTLE-4001']),
  q('ku', 'sorani-suffix', 'بڵندگۆیەک', ['SPEAKER-6005']),
  q('ku', 'sorani-suffix', 'عەرەبانەکە', ['STROLLER-11002']),
  q('ku', 'sorani-suffix', 'تهلهفزیونهكان', TVS),
  q('ku', 'sorani-suffix', 'پانكهكه', FANS),
  q('ku', 'sorani-suffix', 'ساردكهرهوهكان', FRIDGES),
  q('ku', 'sorani-suffix', 'تابلێتەکان', ['TABLET-5006']),

  // English plurals and singulars.
  q('en', 'english-plural', 'toys', ['BLOCKS-11006']),
  q('en', 'english-plural', 'fans', FANS),
  q('en', 'english-plural', 'kettles', ['KETTLE-4001']),
  q('en', 'english-plural', 'blenders', BLENDERS),
  q('en', 'english-plural', 'chairs', CHAIRS),
  q('en', 'english-plural', 'sofas', SOFAS),
  q('en', 'english-plural', 'refrigerators', FRIDGES),
  q('en', 'english-plural', 'freezers', FREEZERS),
  q('en', 'english-plural', 'headphone', ['HEADPHONES-6006']),
  q('en', 'english-plural', 'dishwashers', DISHWASHERS),
  q('en', 'english-plural', 'tvs', TVS),
  q('en', 'english-plural', 'pans', PANS),
  q('en', 'english-plural', 'speakers', ['SPEAKER-6005']),
  q('en', 'english-plural', 'lentil', ['BAG-10008']),
  q('en', 'english-plural', 'shavers', SHAVERS),
  q('en', 'english-plural', 'microwaves', ['MICROWAVE-4003']),

  // Synonyms, other dialects' words and broken plurals.
  q('en', 'synonym', 'mobile', PHONES),
  q('ar', 'synonym', 'موبايل', PHONES),
  q('ar', 'synonym', 'جوال', PHONES),
  q('ku', 'synonym', 'مۆبایل', PHONES),
  q('ar', 'synonym', 'هاتف', PHONES),
  q('en', 'synonym', 'television', TVS),
  q('ar', 'synonym', 'شاشة', TVS),
  q('ar', 'synonym', 'تلفاز', TVS),
  q('ar', 'synonym', 'مراوح', FANS),
  q('en', 'synonym', 'couch', SOFAS),
  q('ar', 'synonym', 'قنفة', SOFAS),
  q('ar', 'synonym', 'براد', FRIDGES),
  q('ar', 'synonym', 'جدر', POTS),
  q('ar', 'synonym', 'تمن', ['BAG-10001']),
  q('ar', 'synonym', 'كراسي', KID_CHAIRS),
  q('ar', 'synonym', 'قدور', POTS),
  q('ar', 'synonym', 'ألعاب', ['BLOCKS-11006']),
  q('en', 'synonym', 'diapers', ['BAG-11004']),
  q('en', 'synonym', 'pram', ['STROLLER-11002']),
  q('en', 'synonym', 'mixer', BLENDERS),
  q('en', 'synonym', 'razor', SHAVERS),
  q('en', 'synonym', 'earphones', [...HEADPHONES, 'HEADPHONES-5008']),
  q('en', 'synonym', 'split', SPLITS),
  q('en', 'synonym', 'fridge', FRIDGES),
  q('ku', 'synonym', 'کولەر', ['FAN-3005']),
  q('en', 'synonym', 'tv', TVS),

  // The last word while it is still being typed.
  q('ku', 'prefix', 'ساردک', FRIDGES),
  q('ar', 'prefix', 'غسا', [...WASHERS, ...DISHWASHERS]),
  q('ku', 'prefix', 'تەلەف', TVS),
  q('en', 'prefix', 'samsu', SAMSUNG),
  q('en', 'prefix', 'kett', ['KETTLE-4001']),
  q('ar', 'prefix', 'مروح', FANS),
  q('ku', 'prefix', 'قەنە', SOFAS),
  q('ku', 'prefix', 'پانک', FANS),
  q('ar', 'prefix', 'ثلا', FRIDGES),
  q('en', 'prefix', 'blen', BLENDERS),
  q('en', 'prefix', 'headph', ['HEADPHONES-6006']),
  q('en', 'prefix', 'istik', ISTIKBAL),
  q('en', 'prefix', 'samsung tv', ['TV-6001']),
  q('ar', 'prefix', 'ثلاجة سامس', ['FRIDGE-1001']),

  // Title before category or brand before description: the products named so come first.
  q('en', 'attribute', 'lg', LG),
  q('en', 'attribute', 'tefal', TEFAL),
  q('ar', 'attribute', 'فيليبس', PHILIPS),
  q('ku', 'attribute', 'سامسۆنگ', SAMSUNG),
  q('en', 'attribute', 'kitchen', KITCHEN),
  q('en', 'attribute', 'furniture', FURNITURE),
  q('en', 'attribute', 'cookware', COOKWARE),
  q('ar', 'attribute', 'أواني المطبخ', COOKWARE),
  q('ku', 'attribute', 'منداڵان', KIDS),
  q('en', 'attribute', 'samsung refrigerator', ['FRIDGE-1001']),
  q('ar', 'attribute', 'غسالة صحون', DISHWASHERS),
  q('ku', 'attribute', 'قاپشۆر', DISHWASHERS),
  q('en', 'attribute', 'tablet', TABLETS),

  // Made-up words: nothing, rather than products reached by a typo in their descriptions.
  q('ar', 'nonsense', 'مدرجة', []),
  q('ar', 'nonsense', 'قلمبوز', []),
  q('ku', 'nonsense', 'پەرتووڵە', []),
  q('en', 'nonsense', 'zorbulator', []),
  q('en', 'nonsense', 'qwertyuiop', []),
  q('ar', 'nonsense', 'استطراقي', []),
];
