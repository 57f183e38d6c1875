// The demo shop's catalogue structure: collections, categories, brands, attributes and specifications.
// A general Iraqi home & living store. Texts are written, not translated word by word.
import { l, type L } from './localized';

export const COLLECTIONS = [
  {
    slug: 'home-appliances',
    title: l('ئامێرە ماڵییەکان', 'الأجهزة المنزلية', 'Home Appliances'),
    description: l(
      'ساردکەرەوە، جلشۆر، سپلیت و ئامێرەکانی چێشتخانە بە گەرەنتی فەرمی.',
      'ثلاجات وغسالات ومكيفات وأجهزة مطبخ بضمان رسمي.',
      'Refrigerators, washers, air conditioners and kitchen appliances with official warranty.',
    ),
  },
  {
    slug: 'electronics',
    title: l('ئەلیکترۆنیات', 'الإلكترونيات', 'Electronics'),
    description: l(
      'مۆبایل، تابلێت، تەلەفزیۆن و ئامێرەکانی دەنگ لە ناودارترین براندەکان.',
      'هواتف وأجهزة لوحية وتلفزيونات وأجهزة صوت من أشهر العلامات.',
      'Phones, tablets, TVs and audio from the best-known brands.',
    ),
  },
  {
    slug: 'home-living',
    title: l('ماڵ و ژیان', 'المنزل والمعيشة', 'Home & Living'),
    description: l(
      'کەلوپەلی ناوماڵ، قاپ و قاچاغ و هەموو ئەو شتانەی ماڵەکەت جوانتر دەکەن.',
      'أثاث وأواني مطبخ وكل ما يجعل بيتك أجمل.',
      'Furniture, cookware and everything that makes a house a home.',
    ),
  },
  {
    slug: 'daily-essentials',
    title: l('پێداویستییە ڕۆژانەکان', 'المستلزمات اليومية', 'Daily Essentials'),
    description: l(
      'خواردن و خواردنەوە، چاودێری کەسی و پێداویستییەکانی منداڵان.',
      'مواد غذائية ومشروبات وعناية شخصية ومستلزمات الأطفال.',
      'Groceries and drinks, personal care and everything for the little ones.',
    ),
  },
] as const;

export type CollectionSlug = (typeof COLLECTIONS)[number]['slug'];

export type ColorCode = keyof typeof COLORS;
export type SizeCode = keyof typeof SIZES;

export interface CategorySeed {
  slug: string;
  collection: CollectionSlug;
  title: L;
  /** Two short descriptions; products alternate between them. */
  descriptions: [L, L];
  /** A buying-advice paragraph that opens each product's long content. */
  advice: L;
  advantages: [L, L, L, L];
  colors: ColorCode[];
  sizes: SizeCode[];
  warrantyYears: number;
}

export const CATEGORIES = [
  {
    slug: 'refrigerators',
    collection: 'home-appliances',
    title: l('ساردکەرەوە و فریزەر', 'الثلاجات والمجمدات', 'Refrigerators & Freezers'),
    descriptions: [
      l(
        'ساردکەرەوەیەکی بێدەنگ و کەمخەرج کە خواردنەکانت بۆ ماوەیەکی درێژتر تازە دەهێڵێتەوە.',
        'ثلاجة هادئة واقتصادية تحافظ على طعامك طازجًا لفترة أطول.',
        'A quiet, energy-saving refrigerator that keeps your food fresh for longer.',
      ),
      l(
        'بە سیستەمی نۆفرۆست و کۆمپرێسەری ئینڤێرتەر، گونجاوە بۆ هاوینی گەرمی عێراق.',
        'بنظام نوفروست وضاغط إنفرتر، مناسبة لصيف العراق الحار.',
        "No Frost cooling and an inverter compressor, built for Iraq's hot summers.",
      ),
    ],
    advice: l(
      'پێش کڕین، شوێنی ساردکەرەوەکە لە چێشتخانەکەتدا بپێوە و ژمارەی ئەندامانی خێزانەکەت لەبەرچاو بگرە: بۆ خێزانێکی چوار کەسی، ساردکەرەوەیەکی 400 بۆ 500 لیتری گونجاوە.',
      'قبل الشراء، قِس المكان المخصص للثلاجة في مطبخك وخذ عدد أفراد عائلتك بالحسبان: لعائلة من أربعة أشخاص تناسبها ثلاجة بسعة 400 إلى 500 لتر.',
      'Before you buy, measure the space in your kitchen and think about your family size: a family of four is well served by 400 to 500 litres.',
    ),
    advantages: [
      l('سیستەمی نۆفرۆست، هەرگیز بەفر ناگرێت', 'نظام نوفروست بدون تكوّن الثلج', 'No Frost: never needs defrosting'),
      l(
        'کۆمپرێسەری ئینڤێرتەر بە گەرەنتی 10 ساڵ',
        'ضاغط إنفرتر بضمان 10 سنوات',
        'Inverter compressor with a 10-year warranty',
      ),
      l('کەمخەرجی کارەبا، پلەی A++', 'استهلاك منخفض للكهرباء، فئة A++', 'Low power use, energy class A++'),
      l(
        'ڕەفی شووشەی بەهێز و چەکمەجەی سەوزە',
        'رفوف زجاجية متينة ودرج للخضار',
        'Strong glass shelves and a vegetable drawer',
      ),
    ],
    colors: ['silver', 'white', 'black'],
    sizes: [],
    warrantyYears: 2,
  },
  {
    slug: 'washing-machines',
    collection: 'home-appliances',
    title: l('جلشۆر و قاپشۆر', 'غسالات الملابس والصحون', 'Washers & Dishwashers'),
    descriptions: [
      l(
        'جلشۆرێکی متمانەپێکراو کە جلەکانت بە ئاو و کارەبای کەمتر پاک دەکاتەوە.',
        'غسالة موثوقة تنظف ملابسك بماء أقل وكهرباء أقل.',
        'A dependable washer that gets things clean with less water and less power.',
      ),
      l(
        'چەندین بەرنامەی شۆردن بۆ جلی منداڵان، لۆکە و جلی ناسک.',
        'برامج غسيل متعددة لملابس الأطفال والقطن والأقمشة الناعمة.',
        'Many wash programmes for baby clothes, cotton and delicates.',
      ),
    ],
    advice: l(
      'بۆ خێزانێکی بچووک جلشۆرێکی 7 بۆ 8 کیلۆیی بەسە، بەڵام بۆ خێزانی گەورە و شۆردنی پەتوو 9 کیلۆ یان زیاتر هەڵبژێرە.',
      'لعائلة صغيرة تكفي غسالة بسعة 7 إلى 8 كغ، أما للعائلات الكبيرة وغسل البطانيات فاختر 9 كغ أو أكثر.',
      'A 7 to 8 kg drum suits a small household; for a large family and washing blankets choose 9 kg or more.',
    ),
    advantages: [
      l('بەرنامەی خێرای 15 خولەکی', 'برنامج سريع لمدة 15 دقيقة', '15-minute quick wash'),
      l('مۆتۆری بێدەنگی ڕاستەوخۆ', 'محرك مباشر هادئ', 'Quiet direct-drive motor'),
      l('بەرنامەی هەڵم بۆ لابردنی بەکتریا', 'برنامج البخار لإزالة البكتيريا', 'Steam programme removes bacteria'),
      l('ئاو و کارەبای کەمتر بەکاردەهێنێت', 'يستهلك ماءً وكهرباءً أقل', 'Uses less water and electricity'),
    ],
    colors: ['white', 'silver', 'black'],
    sizes: [],
    warrantyYears: 2,
  },
  {
    slug: 'air-conditioners',
    collection: 'home-appliances',
    title: l('سپلیت و پانکە', 'المكيفات والمراوح', 'Air Conditioners & Fans'),
    descriptions: [
      l(
        'فێنککەرەوەیەکی بەهێز کە تەنانەت لە گەرمای 50 پلەی هاویندا ژوورەکەت فێنک ڕادەگرێت.',
        'مكيف قوي يحافظ على برودة غرفتك حتى في حرارة الصيف التي تبلغ 50 درجة.',
        'Powerful cooling that keeps your room comfortable even in 50 °C summer heat.',
      ),
      l(
        'بە تەکنەلۆژیای ئینڤێرتەر تا 60% کارەبا پاشەکەوت دەکات و لەگەڵ مۆلیدەدا باش کار دەکات.',
        'بتقنية الإنفرتر التي توفر حتى 60% من الكهرباء وتعمل بكفاءة مع المولدة.',
        'Inverter technology saves up to 60% on electricity and runs well on a neighbourhood generator.',
      ),
    ],
    advice: l(
      'بۆ ژوورێکی 12 بۆ 16 مەتری دووجا سپلیتی 1 تەن بەسە، بۆ 16 بۆ 24 مەتر 1.5 تەن و بۆ هۆڵی گەورە 2 تەن یان زیاتر هەڵبژێرە.',
      'لغرفة مساحتها 12 إلى 16 مترًا مربعًا يكفي مكيف 1 طن، ولمساحة 16 إلى 24 مترًا 1.5 طن، وللصالات الكبيرة 2 طن أو أكثر.',
      'A 1-ton unit cools a 12–16 m² room, 1.5 tons suits 16–24 m², and a large living room needs 2 tons or more.',
    ),
    advantages: [
      l('فێنککردنەوەی خێرا لە گەرمای 52 پلەدا', 'تبريد سريع حتى في حرارة 52 درجة', 'Fast cooling even at 52 °C'),
      l('کەمخەرج لەگەڵ کارەبای مۆلیدە', 'اقتصادي عند التشغيل على المولدة', 'Economical on generator power'),
      l('فلتەری پاککەرەوەی هەوا', 'فلتر لتنقية الهواء', 'Air-purifying filter'),
      l('کۆنترۆڵ لە ڕێگەی مۆبایلەوە', 'تحكم عبر الهاتف', 'Control it from your phone'),
    ],
    colors: ['white', 'silver'],
    sizes: [],
    warrantyYears: 3,
  },
  {
    slug: 'kitchen-appliances',
    collection: 'home-appliances',
    title: l('ئامێرەکانی چێشتخانە', 'أجهزة المطبخ', 'Kitchen Appliances'),
    descriptions: [
      l(
        'ئامێرێکی بچووک و بەهێز کە کاری چێشتخانەکەت خێراتر و ئاسانتر دەکات.',
        'جهاز صغير وقوي يجعل العمل في مطبخك أسرع وأسهل.',
        'A compact, powerful helper that makes kitchen work faster and easier.',
      ),
      l(
        'پاککردنەوەی ئاسانە و پارچەکانی لە قاپشۆردا دەشۆردرێن.',
        'سهل التنظيف وأجزاؤه قابلة للغسل في غسالة الصحون.',
        'Easy to clean, with dishwasher-safe parts.',
      ),
    ],
    advice: l(
      'پێش کڕین سەیری توانای کارەبا بکە: ئامێرێکی 1000 وات یان زیاتر خێراتر کار دەکات، بەڵام ئەگەر لەسەر مۆلیدە بیت، ئامێری کەمخەرج باشترە.',
      'انتبه إلى القدرة قبل الشراء: الجهاز بقدرة 1000 واط أو أكثر أسرع، لكن إن كنت تعتمد على المولدة فالجهاز الاقتصادي أفضل.',
      'Check the wattage before you buy: 1000 W or more works faster, but on generator power an efficient model is the better choice.',
    ),
    advantages: [
      l('پارچەکانی لە قاپشۆردا دەشۆردرێن', 'أجزاء قابلة للغسل في غسالة الصحون', 'Dishwasher-safe parts'),
      l('پلاستیکی بێ BPA', 'بلاستيك خالٍ من BPA', 'BPA-free plastic'),
      l('ڕاگرتنی خۆکار بۆ سەلامەتی', 'إيقاف تلقائي للأمان', 'Automatic shut-off for safety'),
      l('قەبارەی بچووک، جێگای کەم دەگرێت', 'حجم صغير يوفر المساحة', 'Compact, saves counter space'),
    ],
    colors: ['black', 'white', 'silver', 'red'],
    sizes: [],
    warrantyYears: 1,
  },
  {
    slug: 'phones-tablets',
    collection: 'electronics',
    title: l('مۆبایل و تابلێت', 'الهواتف والأجهزة اللوحية', 'Phones & Tablets'),
    descriptions: [
      l(
        'ئامێرێکی زیرەکی خێرا بە شاشەیەکی ڕوون و پاترییەک کە بەشی ڕۆژێکی تەواو دەکات.',
        'جهاز ذكي سريع بشاشة واضحة وبطارية تكفي ليوم كامل.',
        'A fast smart device with a sharp screen and a battery that lasts all day.',
      ),
      l(
        'کاڵای ڕەسەن بە گەرەنتی فەرمی لە عێراق و پشتگیری تەواوی زمانی کوردی و عەرەبی.',
        'منتج أصلي بضمان رسمي في العراق ودعم كامل للغتين الكردية والعربية.',
        'Genuine product with official Iraqi warranty and full Kurdish and Arabic support.',
      ),
    ],
    advice: l(
      'ئەگەر وێنە و ڤیدیۆی زۆر دەگریت، بیرگەی 256 گیگابایت هەڵبژێرە؛ بۆ بەکارهێنانی ڕۆژانە 128 گیگابایت بەسە.',
      'إذا كنت تلتقط الكثير من الصور والفيديو فاختر سعة 256 غيغابايت؛ أما للاستخدام اليومي فتكفي 128 غيغابايت.',
      'If you shoot a lot of photos and video, pick 256 GB of storage; 128 GB is plenty for everyday use.',
    ),
    advantages: [
      l('گەرەنتی فەرمی یەک ساڵ', 'ضمان رسمي لمدة سنة', 'One-year official warranty'),
      l('پاتری بەهێز بۆ ڕۆژێکی تەواو', 'بطارية قوية تدوم يومًا كاملًا', 'All-day battery'),
      l('بارگاویکردنی خێرا', 'شحن سريع', 'Fast charging'),
      l('کامێرای ڕوون تەنانەت لە شەودا', 'كاميرا واضحة حتى في الليل', 'Clear camera, even at night'),
    ],
    colors: ['black', 'blue', 'silver', 'gold'],
    sizes: ['128gb', '256gb', '512gb'],
    warrantyYears: 1,
  },
  {
    slug: 'tv-audio',
    collection: 'electronics',
    title: l('تەلەفزیۆن و دەنگ', 'التلفزيونات والصوتيات', 'TVs & Audio'),
    descriptions: [
      l(
        'وێنەیەکی ڕوون و دەنگێکی پڕ بۆ شەوانی فیلم و یارییەکانی تۆپی پێ لەگەڵ خێزان.',
        'صورة واضحة وصوت غني لسهرات الأفلام ومباريات كرة القدم مع العائلة.',
        'Crisp picture and rich sound for film nights and football matches with the family.',
      ),
      l(
        'پەیوەندی بە وایفای و بلووتوسەوە، لەگەڵ یوتیوب، نێتفلیکس و شاهید.',
        'اتصال بالواي فاي والبلوتوث، مع يوتيوب ونتفليكس وشاهد.',
        'Wi-Fi and Bluetooth, with YouTube, Netflix and Shahid built in.',
      ),
    ],
    advice: l(
      'دووری نێوان قەنەفە و شاشە بپێوە: بۆ دووری 2 مەتر شاشەی 43 ئینج و بۆ 3 مەتر شاشەی 55 بۆ 65 ئینج گونجاوە.',
      'قِس المسافة بين الكنبة والشاشة: لمسافة مترين تناسبك شاشة 43 بوصة، ولثلاثة أمتار شاشة من 55 إلى 65 بوصة.',
      'Measure from sofa to screen: at 2 metres a 43-inch set fits, at 3 metres go for 55 to 65 inches.',
    ),
    advantages: [
      l('وێنەی 4K بە ڕەنگی سروشتی', 'صورة 4K بألوان طبيعية', '4K picture with natural colours'),
      l('دەنگی دۆڵبی ئەتمۆس', 'صوت دولبي أتموس', 'Dolby Atmos sound'),
      l('ڕیمۆتی زیرەک', 'جهاز تحكم ذكي', 'Smart remote'),
      l('پەیوەندی بلووتوسی بێ وایەر', 'اتصال بلوتوث لاسلكي', 'Wireless Bluetooth connection'),
    ],
    colors: ['black', 'silver'],
    sizes: [],
    warrantyYears: 2,
  },
  {
    slug: 'furniture',
    collection: 'home-living',
    title: l('کەلوپەلی ناوماڵ', 'الأثاث', 'Furniture'),
    descriptions: [
      l(
        'دیزاینێکی سادە و جوان بە کەرەستەی بەهێز کە بۆ چەندین ساڵ دەمێنێتەوە.',
        'تصميم بسيط وأنيق بمواد متينة تدوم لسنوات.',
        'A simple, elegant design in sturdy materials that lasts for years.',
      ),
      l(
        'گەیاندن و پێکەوەنانی بێبەرامبەر لە هەولێر، سلێمانی و دهۆک.',
        'توصيل وتركيب مجاني في أربيل والسليمانية ودهوك.',
        'Free delivery and assembly in Erbil, Sulaymaniyah and Duhok.',
      ),
    ],
    advice: l(
      'پێش داواکردن، پانی دەرگا و پەیژەکانی ماڵەکەت بپێوە بۆ ئەوەی کەلوپەلەکە بە ئاسانی بگاتە ژوورەکە.',
      'قبل الطلب، قِس عرض الأبواب والدرج في بيتك حتى يصل الأثاث إلى الغرفة بسهولة.',
      'Before ordering, measure your doors and stairs so the piece reaches the room without trouble.',
    ),
    advantages: [
      l('داری سروشتی بەرگەگر', 'خشب طبيعي متين', 'Solid natural wood'),
      l('قوماشی ئاسان بۆ پاککردنەوە', 'قماش سهل التنظيف', 'Easy-clean fabric'),
      l('پێکەوەنانی بێبەرامبەر', 'تركيب مجاني', 'Free assembly'),
      l('گەرەنتی 2 ساڵ لەسەر چوارچێوە', 'ضمان سنتين على الهيكل', 'Two-year frame warranty'),
    ],
    colors: ['grey', 'beige', 'brown', 'blue'],
    sizes: ['s', 'm', 'l'],
    warrantyYears: 2,
  },
  {
    slug: 'cookware',
    collection: 'home-living',
    title: l('قاپ و قاچاغ', 'أواني المطبخ', 'Cookware & Tableware'),
    descriptions: [
      l(
        'قاپ و مەنجەڵی بەرگەگر کە گەرما یەکسان دابەش دەکات و خواردن پێوەی نانووسێت.',
        'أوانٍ متينة توزع الحرارة بالتساوي ولا يلتصق بها الطعام.',
        'Durable cookware that spreads heat evenly, with a non-stick finish.',
      ),
      l(
        'گونجاوە بۆ هەموو جۆرە تەباخێک: گاز، کارەبا و ئیندەکشن.',
        'مناسبة لجميع أنواع المواقد: الغاز والكهرباء والحث.',
        'Works on every hob: gas, electric and induction.',
      ),
    ],
    advice: l(
      'بۆ دۆڵمە و برنج مەنجەڵی بنی ئەستوور هەڵبژێرە؛ گەرما یەکسان دابەش دەکات و خواردن ناسووتێت.',
      'للدولمة والرز اختر قدرًا بقاعدة سميكة؛ فهي توزع الحرارة بالتساوي ولا يحترق الطعام.',
      'For dolma and rice choose a heavy-based pot: it spreads the heat and nothing burns.',
    ),
    advantages: [
      l('ڕووکاری نانووسێن', 'سطح غير لاصق', 'Non-stick surface'),
      l('بۆ ئیندەکشنیش دەگونجێت', 'مناسب للمواقد الحثية أيضًا', 'Induction-ready'),
      l('دەسکی سارد و سەلامەت', 'مقبض بارد وآمن', 'Cool-touch handles'),
      l('بێ PFOA', 'خالٍ من PFOA', 'PFOA-free'),
    ],
    colors: ['red', 'black', 'grey', 'white'],
    sizes: ['s', 'm', 'l'],
    warrantyYears: 1,
  },
  {
    slug: 'personal-care',
    collection: 'daily-essentials',
    title: l('چاودێری کەسی', 'العناية الشخصية', 'Personal Care'),
    descriptions: [
      l(
        'چاودێرییەکی ڕۆژانە بۆ خۆت و خێزانەکەت، بە کوالیتییەکی متمانەپێکراو.',
        'عناية يومية لك ولعائلتك بجودة موثوقة.',
        'Everyday care for you and your family, with quality you can trust.',
      ),
      l(
        'بەرهەمی ڕەسەن ڕاستەوخۆ لە بریکاری فەرمی، بە بەرواری بەسەرچوونی درێژ.',
        'منتج أصلي مباشرة من الوكيل الرسمي، بتاريخ صلاحية طويل.',
        'Genuine stock straight from the official distributor, with long expiry dates.',
      ),
    ],
    advice: l(
      'لە هاویندا پێستت زیاتر پێویستی بە شێدار و پاراستن لە خۆر هەیە؛ بەرهەمی سووک و بێ چەوری هەڵبژێرە.',
      'في الصيف تحتاج بشرتك إلى ترطيب وحماية من الشمس أكثر؛ اختر منتجات خفيفة وغير دهنية.',
      'Summer skin needs more moisture and sun protection: choose light, non-greasy products.',
    ),
    advantages: [
      l('گونجاو بۆ هەموو جۆرە پێستێک', 'مناسب لجميع أنواع البشرة', 'Suitable for all skin types'),
      l('بەرهەمی ڕەسەن لە بریکاری فەرمی', 'منتج أصلي من الوكيل الرسمي', 'Genuine, from the official distributor'),
      l('لەلایەن پزیشکانی پێستەوە تاقیکراوەتەوە', 'مُختبَر من أطباء الجلد', 'Dermatologist tested'),
      l('بۆنێکی سووک و خۆش', 'رائحة خفيفة ومنعشة', 'Light, fresh scent'),
    ],
    colors: ['white', 'black', 'pink'],
    sizes: [],
    warrantyYears: 1,
  },
  {
    slug: 'groceries-drinks',
    collection: 'daily-essentials',
    title: l('خواردن و خواردنەوە', 'المواد الغذائية والمشروبات', 'Groceries & Drinks'),
    descriptions: [
      l(
        'خۆراکی تازە و کوالیتی بەرز بۆ سفرەی ڕۆژانەی ماڵەکەت.',
        'منتجات طازجة وعالية الجودة لمائدة بيتك اليومية.',
        "Fresh, high-quality staples for your family's everyday table.",
      ),
      l(
        'لە کۆگای فێنکدا هەڵدەگیرێت و لە ماوەی 24 کاتژمێردا دەگاتە دەستت.',
        'محفوظة في مستودع مبرّد وتصلك خلال 24 ساعة.',
        'Kept in our cooled warehouse and delivered within 24 hours.',
      ),
    ],
    advice: l(
      'بۆ کڕینی مانگانە پاکێجی گەورە هەڵبژێرە، هەم هەرزانترە و هەم کەمتر پێویستت بە سەردانی بازاڕ دەبێت.',
      'للتسوق الشهري اختر العبوات الكبيرة، فهي أرخص وتقلل حاجتك إلى زيارة السوق.',
      'For the monthly shop pick the larger packs: they cost less and save you trips to the market.',
    ),
    advantages: [
      l('بێ ماددەی پارێزەر', 'بدون مواد حافظة', 'No preservatives'),
      l('حەڵاڵ', 'حلال', 'Halal'),
      l('پاکێجی داخراو و سەلامەت', 'عبوة محكمة الإغلاق', 'Sealed, safe packaging'),
      l('بەرواری بەسەرچوونی درێژ', 'تاريخ صلاحية طويل', 'Long shelf life'),
    ],
    colors: [],
    sizes: ['s', 'm', 'l'],
    warrantyYears: 0,
  },
  {
    slug: 'kids',
    collection: 'daily-essentials',
    title: l('منداڵان', 'الأطفال', 'Kids & Baby'),
    descriptions: [
      l(
        'بەرهەمی سەلامەت و ڕەنگاوڕەنگ بۆ منداڵان، دوور لە ماددەی زیانبەخش.',
        'منتجات آمنة وملونة للأطفال، خالية من المواد الضارة.',
        'Safe, colourful products for children, free from harmful materials.',
      ),
      l(
        'دیارییەکی گونجاو بۆ جەژن و ڕۆژی لەدایکبوون.',
        'هدية مناسبة للعيد وأعياد الميلاد.',
        'A lovely gift for Eid and birthdays.',
      ),
    ],
    advice: l(
      'هەمیشە سەیری تەمەنی نووسراو لەسەر پاکێجەکە بکە؛ پارچەی بچووک بۆ منداڵی خوار 3 ساڵ مەترسیدارە.',
      'انتبه دائمًا إلى العمر المكتوب على العبوة؛ القطع الصغيرة خطرة على الأطفال دون 3 سنوات.',
      'Always check the age on the box: small parts are dangerous for children under three.',
    ),
    advantages: [
      l('کەرەستەی سەلامەت بۆ منداڵ', 'مواد آمنة للأطفال', 'Child-safe materials'),
      l('یارمەتی گەشەی بیرکردنەوە دەدات', 'ينمّي مهارات التفكير', 'Builds thinking skills'),
      l('ڕەنگاوڕەنگ و جوان', 'ألوان زاهية وجميلة', 'Bright, cheerful colours'),
      l('ئاسان بۆ پاککردنەوە', 'سهل التنظيف', 'Easy to clean'),
    ],
    colors: ['pink', 'blue', 'green', 'red'],
    sizes: ['s', 'm', 'l', 'xl'],
    warrantyYears: 0,
  },
] as const satisfies readonly CategorySeed[];

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];

/** Shared closing paragraphs of every product's long content. */
export const CONTENT_FOOTER: L[] = [
  l(
    'گەیاندن بۆ هەموو پارێزگاکانی عێراق بەردەستە. دەتوانیت لە کاتی وەرگرتندا پارە بدەیت یان لە ڕێگەی بانکی یەکەمی عێراقی (FIB) پارەکە بدەیت.',
    'التوصيل متاح إلى جميع محافظات العراق. يمكنك الدفع عند الاستلام أو عبر المصرف العراقي الأول (FIB).',
    'We deliver to every governorate in Iraq. Pay cash on delivery or with First Iraqi Bank (FIB).',
  ),
  l(
    'هەموو کاڵاکانمان ڕەسەنن و ئەگەر کەموکورتییەکیان تێدا بوو، لە ماوەی 7 ڕۆژدا دەگۆڕدرێنەوە.',
    'جميع منتجاتنا أصلية، ويمكن استبدالها خلال 7 أيام في حال وجود أي عيب.',
    'Everything we sell is genuine, and faulty items can be exchanged within 7 days.',
  ),
];

export const COUNTRIES_OF_ORIGIN = {
  iraq: l('عێراق', 'العراق', 'Iraq'),
  korea: l('کۆریای باشوور', 'كوريا الجنوبية', 'South Korea'),
  turkey: l('تورکیا', 'تركيا', 'Türkiye'),
  china: l('چین', 'الصين', 'China'),
  vietnam: l('ڤیەتنام', 'فيتنام', 'Vietnam'),
  france: l('فەرەنسا', 'فرنسا', 'France'),
  germany: l('ئەڵمانیا', 'ألمانيا', 'Germany'),
  netherlands: l('هۆڵەندا', 'هولندا', 'Netherlands'),
  japan: l('ژاپۆن', 'اليابان', 'Japan'),
  uk: l('بەریتانیا', 'بريطانيا', 'United Kingdom'),
  india: l('هیندستان', 'الهند', 'India'),
  sriLanka: l('سریلانکا', 'سريلانكا', 'Sri Lanka'),
  saudi: l('سعوودیە', 'السعودية', 'Saudi Arabia'),
  switzerland: l('سویسرا', 'سويسرا', 'Switzerland'),
  denmark: l('دانیمارک', 'الدنمارك', 'Denmark'),
  italy: l('ئیتاڵیا', 'إيطاليا', 'Italy'),
} as const;

export type Origin = keyof typeof COUNTRIES_OF_ORIGIN;

export const BRANDS = [
  { slug: 'samsung', title: l('سامسۆنگ', 'سامسونج', 'Samsung'), origin: 'korea' },
  { slug: 'lg', title: l('ئێڵ جی', 'إل جي', 'LG'), origin: 'korea' },
  { slug: 'beko', title: l('بێکۆ', 'بيكو', 'Beko'), origin: 'turkey' },
  { slug: 'haier', title: l('هایەر', 'هاير', 'Haier'), origin: 'china' },
  { slug: 'gree', title: l('گری', 'جري', 'Gree'), origin: 'china' },
  { slug: 'midea', title: l('مایدیا', 'ميديا', 'Midea'), origin: 'china' },
  { slug: 'tefal', title: l('تیفاڵ', 'تيفال', 'Tefal'), origin: 'france' },
  { slug: 'philips', title: l('فیلیپس', 'فيليبس', 'Philips'), origin: 'netherlands' },
  { slug: 'moulinex', title: l('مولینێکس', 'مولينكس', 'Moulinex'), origin: 'france' },
  { slug: 'kenwood', title: l('کێنوود', 'كينوود', 'Kenwood'), origin: 'uk' },
  { slug: 'braun', title: l('براون', 'براون', 'Braun'), origin: 'germany' },
  { slug: 'apple', title: l('ئەپڵ', 'أبل', 'Apple'), origin: 'china' },
  { slug: 'xiaomi', title: l('شیاومی', 'شاومي', 'Xiaomi'), origin: 'china' },
  { slug: 'sony', title: l('سۆنی', 'سوني', 'Sony'), origin: 'japan' },
  { slug: 'istikbal', title: l('ئیستیکبال', 'استقبال', 'Istikbal'), origin: 'turkey' },
  { slug: 'dukan-home', title: l('دوکان هۆم', 'دكان هوم', 'Dukan Home'), origin: 'iraq' },
  { slug: 'nivea', title: l('نیڤیا', 'نيفيا', 'Nivea'), origin: 'germany' },
  { slug: 'dove', title: l('دەڤ', 'دوف', 'Dove'), origin: 'uk' },
  { slug: 'mahmood', title: l('مەحموود', 'محمود', 'Mahmood'), origin: 'india' },
  { slug: 'ahmad-tea', title: l('چای ئەحمەد', 'شاي أحمد', 'Ahmad Tea'), origin: 'sriLanka' },
  { slug: 'afia', title: l('عافیە', 'عافية', 'Afia'), origin: 'saudi' },
  { slug: 'almarai', title: l('ئەلمەراعی', 'المراعي', 'Almarai'), origin: 'saudi' },
  { slug: 'nescafe', title: l('نێسکافێ', 'نسكافيه', 'Nescafé'), origin: 'switzerland' },
  { slug: 'lego', title: l('لێگۆ', 'ليغو', 'LEGO'), origin: 'denmark' },
  { slug: 'chicco', title: l('چیکۆ', 'شيكو', 'Chicco'), origin: 'italy' },
  { slug: 'pampers', title: l('پەمپەرز', 'بامبرز', 'Pampers'), origin: 'saudi' },
] as const satisfies readonly { slug: string; title: L; origin: Origin }[];

export type BrandSlug = (typeof BRANDS)[number]['slug'];

export const ATTRIBUTES = [
  { key: 'color', title: l('ڕەنگ', 'اللون', 'Colour') },
  { key: 'size', title: l('قەبارە', 'المقاس', 'Size') },
] as const;

/** Colour values are hex colours the storefront paints as swatches. */
export const COLORS = {
  black: { value: '#111827', title: l('ڕەش', 'أسود', 'Black') },
  white: { value: '#f9fafb', title: l('سپی', 'أبيض', 'White') },
  silver: { value: '#c0c4cc', title: l('زیوی', 'فضي', 'Silver') },
  grey: { value: '#6b7280', title: l('خۆڵەمێشی', 'رمادي', 'Grey') },
  red: { value: '#dc2626', title: l('سوور', 'أحمر', 'Red') },
  blue: { value: '#2563eb', title: l('شین', 'أزرق', 'Blue') },
  green: { value: '#16a34a', title: l('سەوز', 'أخضر', 'Green') },
  gold: { value: '#d4af37', title: l('زێڕین', 'ذهبي', 'Gold') },
  beige: { value: '#d6c7a1', title: l('بێژ', 'بيج', 'Beige') },
  brown: { value: '#7c4a2d', title: l('قاوەیی', 'بني', 'Brown') },
  pink: { value: '#ec4899', title: l('پەمەیی', 'وردي', 'Pink') },
} as const;

/** Size values are codes: clothing-style sizes and storage sizes. */
export const SIZES = {
  s: { value: 'S', title: l('بچووک', 'صغير', 'Small') },
  m: { value: 'M', title: l('مامناوەند', 'متوسط', 'Medium') },
  l: { value: 'L', title: l('گەورە', 'كبير', 'Large') },
  xl: { value: 'XL', title: l('زۆر گەورە', 'كبير جدًا', 'Extra large') },
  '128gb': { value: '128GB', title: l('128 گیگابایت', '128 غيغابايت', '128 GB') },
  '256gb': { value: '256GB', title: l('256 گیگابایت', '256 غيغابايت', '256 GB') },
  '512gb': { value: '512GB', title: l('512 گیگابایت', '512 غيغابايت', '512 GB') },
} as const;

export const SPECIFICATION_GROUPS = {
  general: l('گشتی', 'عام', 'General'),
  dimensions: l('قەبارە و کێش', 'الأبعاد والوزن', 'Dimensions & weight'),
  technical: l('تایبەتمەندییە تەکنیکییەکان', 'المواصفات الفنية', 'Technical details'),
  usage: l('بەکارهێنان و هەڵگرتن', 'الاستخدام والحفظ', 'Use & storage'),
  warranty: l('گەرەنتی و خزمەتگوزاری', 'الضمان والخدمة', 'Warranty & service'),
  internal: l('ناوخۆیی', 'داخلي', 'Internal'),
} as const;

export type SpecificationGroupKey = keyof typeof SPECIFICATION_GROUPS;

export const SPECIFICATIONS = {
  origin: { group: 'general', title: l('وڵاتی بەرهەمهێنان', 'بلد المنشأ', 'Country of origin') },
  material: { group: 'general', title: l('کەرەستە', 'المادة', 'Material') },
  dimensions: {
    group: 'dimensions',
    title: l('قەبارە (پانی × قووڵی × بەرزی)', 'الأبعاد (العرض × العمق × الارتفاع)', 'Dimensions (W × D × H)'),
  },
  weight: { group: 'dimensions', title: l('کێش', 'الوزن', 'Weight') },
  capacity: { group: 'technical', title: l('قەبارەی ناوەوە', 'السعة', 'Capacity') },
  energy: { group: 'technical', title: l('پلەی بەکارهێنانی وزە', 'فئة كفاءة الطاقة', 'Energy class') },
  load: { group: 'technical', title: l('توانای شۆردن', 'سعة الغسيل', 'Wash load') },
  spin: { group: 'technical', title: l('خێرایی سووڕانەوە', 'سرعة الدوران', 'Spin speed') },
  cooling: { group: 'technical', title: l('توانای فێنککردنەوە', 'قدرة التبريد', 'Cooling capacity') },
  power: { group: 'technical', title: l('توانای کارەبا', 'القدرة الكهربائية', 'Power') },
  screen: { group: 'technical', title: l('قەبارەی شاشە', 'حجم الشاشة', 'Screen size') },
  resolution: { group: 'technical', title: l('ڕوونی شاشە', 'دقة الشاشة', 'Resolution') },
  storage: { group: 'technical', title: l('بیرگە', 'سعة التخزين', 'Storage') },
  battery: { group: 'technical', title: l('پاتری', 'البطارية', 'Battery') },
  shelfLife: { group: 'usage', title: l('ماوەی بەکارهێنان', 'مدة الصلاحية', 'Shelf life') },
  keeping: { group: 'usage', title: l('شێوازی هەڵگرتن', 'طريقة الحفظ', 'Storage instructions') },
  age: { group: 'usage', title: l('تەمەنی گونجاو', 'العمر المناسب', 'Suitable age') },
  warranty: { group: 'warranty', title: l('گەرەنتی', 'الضمان', 'Warranty') },
  service: { group: 'warranty', title: l('ناوەندی چاککردنەوە', 'مراكز الصيانة', 'Service centres') },
  // Staff-only: stored with is_public = false, never shown or searched.
  supplier: { group: 'internal', title: l('دابینکەر', 'المورد', 'Supplier') },
  shelf: { group: 'internal', title: l('ڕەفی کۆگا', 'رف المستودع', 'Warehouse shelf') },
} as const satisfies Record<string, { group: SpecificationGroupKey; title: L }>;

export type SpecificationKey = keyof typeof SPECIFICATIONS;
