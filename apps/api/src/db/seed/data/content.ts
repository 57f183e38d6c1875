// Store content of the demo shop: banners, highlights, articles, showrooms, places, payment, socials, contacts, meta.
import type { OpeningHours } from '../../schema';
import { l, type L } from './localized';

export interface BannerSeed {
  key: string;
  page: string;
  title: L;
  subtitle: L;
  link: string;
}

export const BANNERS: BannerSeed[] = [
  {
    key: 'summer-cooling',
    page: 'home',
    title: l('هاوینێکی فێنک بە سپلیتی ئینڤێرتەر', 'صيف بارد مع مكيفات الإنفرتر', 'A cool summer with inverter ACs'),
    subtitle: l(
      'تا 15% داشکاندن لەسەر سپلیت و پانکە، بە گەیاندنی بێبەرامبەر',
      'خصم حتى 15% على المكيفات والمراوح مع توصيل مجاني',
      'Up to 15% off air conditioners and fans, with free delivery',
    ),
    link: '/offers',
  },
  {
    key: 'new-phones',
    page: 'home',
    title: l('نوێترین مۆبایلەکان گەیشتن', 'وصلت أحدث الهواتف', 'The latest phones are here'),
    subtitle: l(
      'لە کاتی وەرگرتن پارە بدە یان لە ڕێگەی FIB',
      'ادفع عند الاستلام أو عبر FIB',
      'Pay on delivery or with FIB',
    ),
    link: '/products',
  },
  {
    key: 'kitchen',
    page: 'home',
    title: l('هەموو شتێک بۆ چێشتخانەکەت', 'كل ما يحتاجه مطبخك', 'Everything your kitchen needs'),
    subtitle: l(
      'مەنجەڵ، تاوە، فرایەری هەوایی و زۆر شتی تر',
      'قدور ومقالٍ وقلايات هوائية والمزيد',
      'Pots, pans, air fryers and much more',
    ),
    link: '/products',
  },
  {
    key: 'products',
    page: 'products',
    title: l('هەزاران کاڵا بە نرخی گونجاو', 'آلاف المنتجات بأسعار مناسبة', 'Thousands of products at fair prices'),
    subtitle: l(
      'بە کوردی، عەرەبی یان ئینگلیزی بگەڕێ',
      'ابحث بالكردية أو العربية أو الإنجليزية',
      'Search in Kurdish, Arabic or English',
    ),
    link: '/products',
  },
  {
    key: 'offers-week',
    page: 'offers',
    title: l('داشکاندنەکانی ئەم هەفتەیە', 'عروض هذا الأسبوع', "This week's offers"),
    subtitle: l(
      'تا کۆتایی هەفتە یان تا کاڵاکە تەواو دەبێت',
      'حتى نهاية الأسبوع أو نفاد الكمية',
      'Until the weekend or while stocks last',
    ),
    link: '/offers',
  },
  {
    key: 'offers-eid',
    page: 'offers',
    title: l('دیاری جەژن بە نرخی تایبەت', 'هدايا العيد بأسعار خاصة', 'Eid gifts at special prices'),
    subtitle: l('بۆ منداڵان و هەموو خێزان', 'للأطفال وللعائلة كلها', 'For the children and the whole family'),
    link: '/offers',
  },
  {
    key: 'contact',
    page: 'contact',
    title: l('ئێمە لێرەین بۆ یارمەتیدانت', 'نحن هنا لمساعدتك', 'We are here to help'),
    subtitle: l(
      'شەممە تا پێنجشەممە، 9ی بەیانی تا 9ی شەو',
      'من السبت إلى الخميس، من 9 صباحاً حتى 9 مساءً',
      'Saturday to Thursday, 9 am to 9 pm',
    ),
    link: '/contact',
  },
];

export interface HighlightSeed {
  page: string;
  icon: string;
  title: L;
  description: L;
  link: string | null;
}

export const HIGHLIGHTS: HighlightSeed[] = [
  {
    page: 'home',
    icon: 'truck',
    title: l('گەیاندن بۆ هەموو عێراق', 'توصيل لكل العراق', 'Delivery across Iraq'),
    description: l(
      'بێبەرامبەر بۆ داواکارییەکانی سەرووی 100,000 دینار',
      'مجاني للطلبات فوق 100,000 دينار',
      'Free on orders over 100,000 IQD',
    ),
    link: '/products',
  },
  {
    page: 'home',
    icon: 'shield-check',
    title: l('کاڵای ڕەسەن و گەرەنتیدار', 'منتجات أصلية مضمونة', 'Genuine, guaranteed products'),
    description: l(
      'گەرەنتی فەرمی لەسەر هەموو ئامێرەکان',
      'ضمان رسمي على جميع الأجهزة',
      'Official warranty on every appliance',
    ),
    link: null,
  },
  {
    page: 'home',
    icon: 'banknote',
    title: l('پارەدان لە کاتی وەرگرتن', 'الدفع عند الاستلام', 'Cash on delivery'),
    description: l(
      'یان بە ئاسانی لە ڕێگەی بانکی یەکەمی عێراقی',
      'أو بسهولة عبر المصرف العراقي الأول',
      'Or pay easily with First Iraqi Bank',
    ),
    link: null,
  },
  {
    page: 'home',
    icon: 'headphones',
    title: l('پشتگیری 7 ڕۆژ لە هەفتەدا', 'دعم 7 أيام في الأسبوع', 'Support 7 days a week'),
    description: l('بە کوردی، عەرەبی و ئینگلیزی', 'بالكردية والعربية والإنجليزية', 'In Kurdish, Arabic and English'),
    link: '/contact',
  },
  {
    page: 'products',
    icon: 'rotate-ccw',
    title: l('گۆڕینەوە لە ماوەی 7 ڕۆژدا', 'استبدال خلال 7 أيام', '7-day exchange'),
    description: l(
      'ئەگەر کاڵاکە کەموکورتی تێدا بوو',
      'إذا كان في المنتج أي عيب',
      'If anything is wrong with your item',
    ),
    link: null,
  },
  {
    page: 'products',
    icon: 'truck',
    title: l('گەیاندنی خێرا', 'توصيل سريع', 'Fast delivery'),
    description: l(
      'لە هەولێر و سلێمانی لە هەمان ڕۆژدا',
      'في نفس اليوم في أربيل والسليمانية',
      'Same day in Erbil and Sulaymaniyah',
    ),
    link: null,
  },
  {
    page: 'offers',
    icon: 'percent',
    title: l('داشکاندنی ڕاستەقینە', 'خصومات حقيقية', 'Real discounts'),
    description: l(
      'نرخی پێشوو و نرخی نوێ بە ڕوونی نیشان دەدرێن',
      'السعر السابق والجديد معروضان بوضوح',
      'Old and new prices shown side by side',
    ),
    link: '/offers',
  },
  {
    page: 'offers',
    icon: 'clock',
    title: l('بۆ ماوەیەکی سنووردار', 'لفترة محدودة', 'For a limited time'),
    description: l('تا کاڵاکە تەواو دەبێت', 'حتى نفاد الكمية', 'While stocks last'),
    link: null,
  },
  {
    page: 'contact',
    icon: 'map-pin',
    title: l('سەردانی پێشانگاکانمان بکە', 'زوروا معارضنا', 'Visit our showrooms'),
    description: l(
      'لە هەولێر، سلێمانی، بەغدا، دهۆک و بەسرە',
      'في أربيل والسليمانية وبغداد ودهوك والبصرة',
      'In Erbil, Sulaymaniyah, Baghdad, Duhok and Basra',
    ),
    link: null,
  },
  {
    page: 'contact',
    icon: 'phone',
    title: l('پەیوەندیمان پێوە بکە', 'اتصل بنا', 'Call us'),
    description: l('+964 750 123 4567', '+964 750 123 4567', '+964 750 123 4567'),
    link: null,
  },
  {
    page: 'contact',
    icon: 'message-circle',
    title: l('لە واتسئاپ بۆمان بنووسە', 'راسلنا على واتساب', 'Message us on WhatsApp'),
    description: l(
      'زۆربەی جار لە ماوەی 10 خولەکدا وەڵام دەدەینەوە',
      'نرد عادةً خلال 10 دقائق',
      'We usually reply within 10 minutes',
    ),
    link: null,
  },
];

export interface ArticleSeed {
  slug: string;
  type: 'news' | 'guides';
  daysAgo: number;
  title: L;
  summary: L;
  body: L;
}

export const ARTICLES: ArticleSeed[] = [
  {
    slug: 'showroom-basra-opening',
    type: 'news',
    daysAgo: 6,
    title: l(
      'پێشانگا نوێیەکەمان لە بەسرە کرایەوە',
      'افتتاح معرضنا الجديد في البصرة',
      'Our new showroom opens in Basra',
    ),
    summary: l(
      'پێنجەمین پێشانگای دوکان لە شەقامی جەزائیری بەسرە دەرگاکانی کردەوە.',
      'فتح معرض دكان الخامس أبوابه في شارع الجزائر بالبصرة.',
      "Dukan's fifth showroom has opened its doors on Al-Jazair Street in Basra.",
    ),
    body: l(
      '<p>بە خۆشحاڵییەوە ڕادەگەیەنین کە پێشانگای نوێی دوکان لە شەقامی جەزائیری بەسرە کرایەوە. لەوێ دەتوانیت ساردکەرەوە، سپلیت، تەلەفزیۆن و کەلوپەلی ناوماڵ ببینیت و تاقی بکەیتەوە.</p>' +
        '<h2>چی چاوەڕێت دەکات؟</h2>' +
        '<ul><li>داشکاندنی تایبەت بۆ هەفتەی یەکەم</li><li>گەیاندنی بێبەرامبەر لە ناو شاری بەسرە</li><li>ڕاوێژکاری شارەزا بۆ هەڵبژاردنی سپلیتی گونجاو</li></ul>' +
        '<p>پێشانگاکە هەموو ڕۆژێک لە 9ی بەیانییەوە تا 10ی شەو کراوەیە، جگە لە ڕۆژانی هەینی.</p>',
      '<p>يسعدنا أن نعلن افتتاح معرض دكان الجديد في شارع الجزائر بالبصرة. يمكنك هناك مشاهدة الثلاجات والمكيفات والتلفزيونات والأثاث وتجربتها بنفسك.</p>' +
        '<h2>ماذا ينتظرك؟</h2>' +
        '<ul><li>خصومات خاصة في الأسبوع الأول</li><li>توصيل مجاني داخل مدينة البصرة</li><li>مستشارون خبراء لمساعدتك في اختيار المكيف المناسب</li></ul>' +
        '<p>المعرض مفتوح يومياً من التاسعة صباحاً حتى العاشرة مساءً، ما عدا يوم الجمعة.</p>',
      '<p>We are happy to announce that the new Dukan showroom on Al-Jazair Street in Basra is open. Come and see refrigerators, air conditioners, TVs and furniture for yourself.</p>' +
        '<h2>What to expect</h2>' +
        '<ul><li>Opening-week discounts</li><li>Free delivery within Basra city</li><li>Expert advice on choosing the right air conditioner</li></ul>' +
        '<p>The showroom is open every day from 9 am to 10 pm, except Fridays.</p>',
    ),
  },
  {
    slug: 'fib-payments',
    type: 'news',
    daysAgo: 20,
    title: l('ئێستا دەتوانیت لە ڕێگەی FIB پارە بدەیت', 'يمكنك الآن الدفع عبر FIB', 'You can now pay with FIB'),
    summary: l(
      'پارەدان لە ڕێگەی ئەپی بانکی یەکەمی عێراقی بۆ هەموو داواکارییەکان بەردەستە.',
      'أصبح الدفع عبر تطبيق المصرف العراقي الأول متاحاً لجميع الطلبات.',
      'Paying in the First Iraqi Bank app is now available for every order.',
    ),
    body: l(
      '<p>لە ئێستاوە دەتوانیت داواکارییەکانت لە ڕێگەی ئەپی FIB پارە بدەیت، بێ ئەوەی پێویستت بە پارەی نەختینە بێت.</p>' +
        '<h2>چۆن کار دەکات؟</h2>' +
        '<ul><li>لە کاتی تەواوکردنی داواکاری، FIB هەڵبژێرە</li><li>کۆدەکە بە ئەپی FIB بسکێنە</li><li>پارەدانەکە پشتڕاست بکەرەوە، داواکارییەکەت یەکسەر دەنێردرێت</li></ul>' +
        '<p>پارەدان لە کاتی وەرگرتنیش وەک پێشوو بەردەوامە.</p>',
      '<p>من الآن يمكنك دفع ثمن طلباتك عبر تطبيق FIB دون الحاجة إلى النقود.</p>' +
        '<h2>كيف يعمل؟</h2>' +
        '<ul><li>اختر FIB عند إتمام الطلب</li><li>امسح الرمز بتطبيق FIB</li><li>أكّد الدفع، ويُرسَل طلبك فوراً</li></ul>' +
        '<p>ويبقى الدفع عند الاستلام متاحاً كما كان.</p>',
      '<p>From today you can pay for your orders in the FIB app, no cash needed.</p>' +
        '<h2>How it works</h2>' +
        '<ul><li>Choose FIB at checkout</li><li>Scan the code with the FIB app</li><li>Confirm the payment and your order ships straight away</li></ul>' +
        '<p>Cash on delivery is still available as before.</p>',
    ),
  },
  {
    slug: 'choosing-an-air-conditioner',
    type: 'guides',
    daysAgo: 35,
    title: l('چۆن سپلیتی گونجاو هەڵبژێریت؟', 'كيف تختار المكيف المناسب؟', 'How to choose the right air conditioner'),
    summary: l(
      'قەبارەی ژوور، تەن و ئینڤێرتەر: ئەوەی پێش کڕین پێویستە بیزانیت.',
      'مساحة الغرفة والطن والإنفرتر: ما تحتاج إلى معرفته قبل الشراء.',
      'Room size, tons and inverters: what to know before you buy.',
    ),
    body: l(
      '<p>هاوینی عێراق گەرمە و هەڵبژاردنی سپلیتی گونجاو هەم ئاسوودەیی دەهێنێت و هەم پارەی کارەبا کەم دەکاتەوە.</p>' +
        '<h2>قەبارەی ژوورەکە بپێوە</h2>' +
        '<ul><li>12 بۆ 16 مەتری دووجا: 1 تەن</li><li>16 بۆ 24 مەتری دووجا: 1.5 تەن</li><li>24 بۆ 35 مەتری دووجا: 2 تەن</li></ul>' +
        '<h2>بۆچی ئینڤێرتەر؟</h2>' +
        '<p>سپلیتی ئینڤێرتەر خێرایی کۆمپرێسەرەکە دەگۆڕێت لە جیاتی ئەوەی بیکوژێنێتەوە و هەڵیبکاتەوە، بۆیە تا 60% کارەبای کەمتر دەخوات و لەگەڵ مۆلیدەدا باشتر کار دەکات.</p>',
      '<p>صيف العراق حار، واختيار المكيف المناسب يمنحك الراحة ويخفض فاتورة الكهرباء.</p>' +
        '<h2>قِس مساحة الغرفة</h2>' +
        '<ul><li>من 12 إلى 16 متراً مربعاً: 1 طن</li><li>من 16 إلى 24 متراً مربعاً: 1.5 طن</li><li>من 24 إلى 35 متراً مربعاً: 2 طن</li></ul>' +
        '<h2>لماذا الإنفرتر؟</h2>' +
        '<p>يغيّر مكيف الإنفرتر سرعة الضاغط بدلاً من إطفائه وتشغيله، لذلك يستهلك كهرباء أقل بنسبة تصل إلى 60% ويعمل بشكل أفضل على المولدة.</p>',
      '<p>Iraqi summers are hot, and the right air conditioner brings comfort and a smaller electricity bill.</p>' +
        '<h2>Measure the room</h2>' +
        '<ul><li>12 to 16 m²: 1 ton</li><li>16 to 24 m²: 1.5 tons</li><li>24 to 35 m²: 2 tons</li></ul>' +
        '<h2>Why inverter?</h2>' +
        '<p>An inverter unit changes the compressor speed instead of switching it on and off, so it uses up to 60% less electricity and copes better with generator power.</p>',
    ),
  },
  {
    slug: 'save-electricity-summer',
    type: 'guides',
    daysAgo: 50,
    title: l(
      'پێنج ڕێگا بۆ کەمکردنەوەی پارەی کارەبا لە هاویندا',
      'خمس طرق لتقليل فاتورة الكهرباء في الصيف',
      'Five ways to cut your electricity bill in summer',
    ),
    summary: l(
      'ئامۆژگاریی سادە بۆ ساردکەرەوە، سپلیت و جلشۆر.',
      'نصائح بسيطة للثلاجة والمكيف والغسالة.',
      'Simple tips for your fridge, air conditioner and washer.',
    ),
    body: l(
      '<p>بە چەند گۆڕانکارییەکی بچووک دەتوانیت خەرجی مانگانەی کارەبا و مۆلیدە بە شێوەیەکی بەرچاو کەم بکەیتەوە.</p>' +
        '<ul><li>پلەی سپلیت لەسەر 24 پلە دابنێ، نەک 16</li><li>ساردکەرەوە لە بەر تیشکی خۆر و لە تەنیشت تەباخ دامەنێ</li><li>جلشۆر تەنها کاتێک پڕە کار پێ بکە</li><li>فلتەری سپلیت هەموو دوو هەفتە جارێک پاک بکەرەوە</li><li>ئامێری کۆن بە ئامێری ئینڤێرتەر بگۆڕە</li></ul>' +
        '<h2>ئامێری کەمخەرج</h2>' +
        '<p>لە کاتی کڕینی ئامێری نوێ، سەیری پلەی وزە بکە: A++ و A+++ کەمترین کارەبا دەخۆن.</p>',
      '<p>ببعض التغييرات الصغيرة يمكنك خفض مصاريف الكهرباء والمولدة الشهرية بشكل واضح.</p>' +
        '<ul><li>اضبط المكيف على 24 درجة لا على 16</li><li>لا تضع الثلاجة في الشمس أو بجانب الطباخ</li><li>شغّل الغسالة عندما تكون ممتلئة فقط</li><li>نظّف فلتر المكيف مرة كل أسبوعين</li><li>استبدل الأجهزة القديمة بأجهزة إنفرتر</li></ul>' +
        '<h2>أجهزة موفرة للطاقة</h2>' +
        '<p>عند شراء جهاز جديد انظر إلى فئة الطاقة: A++ و A+++ هما الأقل استهلاكاً.</p>',
      '<p>A few small changes make a real difference to your monthly electricity and generator costs.</p>' +
        '<ul><li>Set the AC to 24 °C, not 16 °C</li><li>Keep the fridge out of the sun and away from the cooker</li><li>Run the washer only when it is full</li><li>Clean the AC filter every two weeks</li><li>Replace old appliances with inverter models</li></ul>' +
        '<h2>Efficient appliances</h2>' +
        '<p>When you buy something new, check the energy class: A++ and A+++ use the least power.</p>',
    ),
  },
];

export const COUNTRIES = [
  { iso2: 'IQ', calling_code: '+964', name: l('عێراق', 'العراق', 'Iraq') },
  { iso2: 'TR', calling_code: '+90', name: l('تورکیا', 'تركيا', 'Türkiye') },
  { iso2: 'IR', calling_code: '+98', name: l('ئێران', 'إيران', 'Iran') },
  { iso2: 'SY', calling_code: '+963', name: l('سووریا', 'سوريا', 'Syria') },
  { iso2: 'JO', calling_code: '+962', name: l('ئوردن', 'الأردن', 'Jordan') },
  { iso2: 'SA', calling_code: '+966', name: l('سعوودیە', 'السعودية', 'Saudi Arabia') },
  { iso2: 'KW', calling_code: '+965', name: l('کوەیت', 'الكويت', 'Kuwait') },
  { iso2: 'AE', calling_code: '+971', name: l('ئیمارات', 'الإمارات', 'United Arab Emirates') },
  { iso2: 'DE', calling_code: '+49', name: l('ئەڵمانیا', 'ألمانيا', 'Germany') },
  { iso2: 'SE', calling_code: '+46', name: l('سوید', 'السويد', 'Sweden') },
  { iso2: 'GB', calling_code: '+44', name: l('بەریتانیا', 'المملكة المتحدة', 'United Kingdom') },
  { iso2: 'US', calling_code: '+1', name: l('ئەمریکا', 'الولايات المتحدة', 'United States') },
] as const;

/** The 18 governorate centres of Iraq, with the delivery price to each (integer IQD). */
export const CITIES = [
  { key: 'erbil', name: l('هەولێر', 'أربيل', 'Erbil'), lat: 36.1911, lng: 44.0092, delivery: 3_000 },
  {
    key: 'sulaymaniyah',
    name: l('سلێمانی', 'السليمانية', 'Sulaymaniyah'),
    lat: 35.5613,
    lng: 45.4375,
    delivery: 4_000,
  },
  { key: 'duhok', name: l('دهۆک', 'دهوك', 'Duhok'), lat: 36.8669, lng: 42.9503, delivery: 4_000 },
  { key: 'kirkuk', name: l('کەرکووک', 'كركوك', 'Kirkuk'), lat: 35.4681, lng: 44.3922, delivery: 4_000 },
  { key: 'baghdad', name: l('بەغدا', 'بغداد', 'Baghdad'), lat: 33.3152, lng: 44.3661, delivery: 5_000 },
  { key: 'mosul', name: l('مووسڵ', 'الموصل', 'Mosul'), lat: 36.335, lng: 43.1189, delivery: 5_000 },
  { key: 'tikrit', name: l('تکریت', 'تكريت', 'Tikrit'), lat: 34.6071, lng: 43.6782, delivery: 5_000 },
  { key: 'baqubah', name: l('بەعقووبە', 'بعقوبة', 'Baqubah'), lat: 33.7466, lng: 44.6436, delivery: 5_000 },
  { key: 'ramadi', name: l('ڕەمادی', 'الرمادي', 'Ramadi'), lat: 33.4258, lng: 43.2992, delivery: 6_000 },
  { key: 'hillah', name: l('حیللە', 'الحلة', 'Hillah'), lat: 32.4637, lng: 44.4199, delivery: 5_000 },
  { key: 'karbala', name: l('کەربەلا', 'كربلاء', 'Karbala'), lat: 32.616, lng: 44.0249, delivery: 5_000 },
  { key: 'najaf', name: l('نەجەف', 'النجف', 'Najaf'), lat: 32.0259, lng: 44.3462, delivery: 5_000 },
  { key: 'kut', name: l('کووت', 'الكوت', 'Kut'), lat: 32.5056, lng: 45.8247, delivery: 6_000 },
  { key: 'diwaniyah', name: l('دیوانیە', 'الديوانية', 'Diwaniyah'), lat: 31.9929, lng: 44.9255, delivery: 6_000 },
  { key: 'samawah', name: l('سەماوە', 'السماوة', 'Samawah'), lat: 31.3099, lng: 45.2803, delivery: 6_000 },
  { key: 'nasiriyah', name: l('ناسریە', 'الناصرية', 'Nasiriyah'), lat: 31.0439, lng: 46.2573, delivery: 6_000 },
  { key: 'amarah', name: l('عەمارە', 'العمارة', 'Amarah'), lat: 31.8356, lng: 47.1448, delivery: 6_000 },
  { key: 'basra', name: l('بەسرە', 'البصرة', 'Basra'), lat: 30.5085, lng: 47.7804, delivery: 6_000 },
] as const;

export type CityKey = (typeof CITIES)[number]['key'];

// Day 0 = Sunday … 6 = Saturday. Friday (5) is short in the Kurdistan Region and closed in the south.
function hours(friday: { open: string; close: string } | null, close = '21:00'): OpeningHours {
  return [0, 1, 2, 3, 4, 5, 6].flatMap((day) => {
    if (day !== 5) return [{ day, open: '09:00', close }];
    return friday ? [{ day, ...friday }] : [];
  });
}

export interface ShowroomSeed {
  key: string;
  city: CityKey;
  name: L;
  address: L;
  phone: string;
  lat: number;
  lng: number;
  openingHours: OpeningHours;
}

export const SHOWROOMS: ShowroomSeed[] = [
  {
    key: 'erbil',
    city: 'erbil',
    name: l('پێشانگای دوکان - هەولێر', 'معرض دكان - أربيل', 'Dukan Showroom – Erbil'),
    address: l(
      'هەولێر، شەقامی 100 مەتری، نزیک پارکی سامی عەبدولڕەحمان',
      'أربيل، شارع 100 متري، قرب متنزه سامي عبد الرحمن',
      '100 Meter Street, near Sami Abdulrahman Park, Erbil',
    ),
    phone: '+964 750 123 4567',
    lat: 36.2012,
    lng: 43.9968,
    openingHours: hours({ open: '14:00', close: '21:00' }),
  },
  {
    key: 'sulaymaniyah',
    city: 'sulaymaniyah',
    name: l('پێشانگای دوکان - سلێمانی', 'معرض دكان - السليمانية', 'Dukan Showroom – Sulaymaniyah'),
    address: l(
      'سلێمانی، شەقامی سالم، بەرامبەر پارکی ئازادی',
      'السليمانية، شارع سالم، مقابل منتزه آزادي',
      'Salim Street, opposite Azadi Park, Sulaymaniyah',
    ),
    phone: '+964 770 234 5678',
    lat: 35.5598,
    lng: 45.4287,
    openingHours: hours({ open: '14:00', close: '21:00' }),
  },
  {
    key: 'duhok',
    city: 'duhok',
    name: l('پێشانگای دوکان - دهۆک', 'معرض دكان - دهوك', 'Dukan Showroom – Duhok'),
    address: l('دهۆک، شەقامی کاوە، نزیک بازاڕ', 'دهوك، شارع كاوة، قرب السوق', 'Kawa Street, near the bazaar, Duhok'),
    phone: '+964 750 345 6789',
    lat: 36.8641,
    lng: 42.988,
    openingHours: hours({ open: '14:00', close: '20:00' }, '20:00'),
  },
  {
    key: 'baghdad',
    city: 'baghdad',
    name: l('پێشانگای دوکان - بەغدا', 'معرض دكان - بغداد', 'Dukan Showroom – Baghdad'),
    address: l('بەغدا، کەرادە، شەقامی ئەلعەرەسات', 'بغداد، الكرادة، شارع العرصات', 'Arasat Street, Karrada, Baghdad'),
    phone: '+964 780 456 7890',
    lat: 33.3009,
    lng: 44.4217,
    openingHours: hours(null, '22:00'),
  },
  {
    key: 'basra',
    city: 'basra',
    name: l('پێشانگای دوکان - بەسرە', 'معرض دكان - البصرة', 'Dukan Showroom – Basra'),
    address: l('بەسرە، شەقامی جەزائیر', 'البصرة، شارع الجزائر', 'Al-Jazair Street, Basra'),
    phone: '+964 780 567 8901',
    lat: 30.5036,
    lng: 47.7948,
    openingHours: hours(null, '22:00'),
  },
];

export const PAYMENT_METHODS = [
  {
    key: 'cod',
    title: l('پارەدان لە کاتی وەرگرتن', 'الدفع عند الاستلام', 'Cash on delivery'),
    description: l(
      'پارەکە بە نەختینە بدە بە گەیەنەرەکە کاتێک داواکارییەکەت وەرگرت.',
      'ادفع نقداً لمندوب التوصيل عند استلام طلبك.',
      'Pay the courier in cash when your order arrives.',
    ),
  },
  {
    key: 'fib',
    title: l('بانکی یەکەمی عێراقی (FIB)', 'المصرف العراقي الأول (FIB)', 'First Iraqi Bank (FIB)'),
    description: l(
      'بە ئەپی FIB پارە بدە: ئەپی کەسی، بازرگانی و کۆمپانیاکان.',
      'ادفع بتطبيق FIB: تطبيق الأفراد والأعمال والشركات.',
      'Pay in the FIB app: personal, business and corporate.',
    ),
  },
] as const;

export const WEBSITE_SOCIALS = [
  { platform: 'facebook', url: 'https://www.facebook.com/dukan.iq' },
  { platform: 'instagram', url: 'https://www.instagram.com/dukan.iq' },
  { platform: 'tiktok', url: 'https://www.tiktok.com/@dukan.iq' },
  { platform: 'whatsapp', url: 'https://wa.me/9647701234567' },
  { platform: 'telegram', url: 'https://t.me/dukan_iq' },
  { platform: 'youtube', url: 'https://www.youtube.com/@dukaniq' },
] as const;

export const CONTACTS = [
  { type: 'phone', value: '+964 750 123 4567', title: l('تەلەفۆن', 'الهاتف', 'Phone') },
  { type: 'whatsapp', value: '+964 770 123 4567', title: l('واتسئاپ', 'واتساب', 'WhatsApp') },
  { type: 'email', value: 'hello@dukan.iq', title: l('ئیمەیڵ', 'البريد الإلكتروني', 'Email') },
  {
    type: 'address',
    value: '100 Meter Street, Erbil, Kurdistan Region, Iraq',
    title: l('ناونیشان', 'العنوان', 'Address'),
  },
] as const;

export const META_ENTRIES = [
  {
    page: 'home',
    title: l(
      'دوکان - فرۆشگای ئۆنلاینی ماڵ و ژیان',
      'دكان - متجر المنزل والمعيشة الإلكتروني',
      'Dukan – Home & Living Online Store',
    ),
    description: l(
      'ئامێری ماڵ، ئەلیکترۆنیات، کەلوپەلی ناوماڵ و پێداویستی ڕۆژانە بە گەیاندن بۆ هەموو عێراق.',
      'أجهزة منزلية وإلكترونيات وأثاث ومستلزمات يومية مع توصيل لكل العراق.',
      'Home appliances, electronics, furniture and daily essentials, delivered across Iraq.',
    ),
  },
  {
    page: 'products',
    title: l('هەموو بەرهەمەکان', 'جميع المنتجات', 'All products'),
    description: l(
      'بە کوردی، عەرەبی یان ئینگلیزی بگەڕێ و بە پۆل، براند و نرخ فلتەر بکە.',
      'ابحث بالكردية أو العربية أو الإنجليزية وصفِّ حسب الفئة والعلامة والسعر.',
      'Search in Kurdish, Arabic or English and filter by category, brand and price.',
    ),
  },
  {
    page: 'offers',
    title: l('داشکاندنەکان', 'العروض', 'Offers'),
    description: l(
      'باشترین داشکاندنەکانی ئەم هەفتەیە لەسەر ئامێر و کەلوپەلی ماڵ.',
      'أفضل عروض هذا الأسبوع على الأجهزة ومستلزمات المنزل.',
      "This week's best deals on appliances and homeware.",
    ),
  },
  {
    page: 'cart',
    title: l('سەبەتەی کڕین', 'سلة التسوق', 'Shopping cart'),
    description: l(
      'کاڵاکانی سەبەتەکەت ببینە و داواکارییەکەت تەواو بکە.',
      'راجع منتجات سلتك وأكمل طلبك.',
      'Review the items in your cart and complete your order.',
    ),
  },
  {
    page: 'contact',
    title: l('پەیوەندی', 'اتصل بنا', 'Contact us'),
    description: l(
      'ژمارەی تەلەفۆن، واتسئاپ و ناونیشانی پێشانگاکانی دوکان.',
      'أرقام الهاتف وواتساب وعناوين معارض دكان.',
      "Phone, WhatsApp and the addresses of Dukan's showrooms.",
    ),
  },
  {
    page: 'product',
    title: l('وردەکاری بەرهەم', 'تفاصيل المنتج', 'Product details'),
    description: l(
      'نرخ، تایبەتمەندی و بەرهەمی هاوشێوە.',
      'السعر والمواصفات والمنتجات المشابهة.',
      'Price, specifications and similar products.',
    ),
  },
  {
    page: 'articles',
    title: l('هەواڵ و ڕێنمایی', 'الأخبار والأدلة', 'News & guides'),
    description: l(
      'هەواڵەکانی دوکان و ئامۆژگاری بۆ هەڵبژاردنی ئامێری گونجاو.',
      'أخبار دكان ونصائح لاختيار الجهاز المناسب.',
      "Dukan's news and advice on choosing the right appliance.",
    ),
  },
  {
    page: 'showroom',
    title: l('پێشانگاکانمان', 'معارضنا', 'Our showrooms'),
    description: l(
      'سەردانی پێشانگاکانی دوکان بکە لە هەولێر، سلێمانی، دهۆک، بەغدا و بەسرە.',
      'زوروا معارض دكان في أربيل والسليمانية ودهوك وبغداد والبصرة.',
      "Visit Dukan's showrooms in Erbil, Sulaymaniyah, Duhok, Baghdad and Basra.",
    ),
  },
] as const;

/** Vouchers a visitor of the demo shop can try at checkout (the README names them). */
export const DEMO_VOUCHERS = [
  // 10 % off, at most 50,000 IQD, from a 25,000 IQD cart.
  { code: 'DUKAN10', percent_off: 10, max_discount: 50_000, min_subtotal: 25_000 },
  // 25,000 IQD off a cart of 150,000 IQD or more, once per customer.
  { code: 'NEWROZ25', amount_off: 25_000, min_subtotal: 150_000, per_customer_limit: 1 },
];
