// Store content of the demo shop: banners, highlights, articles, showrooms, places, payment, socials, contacts, meta,
// and the footer pages the shop owner edits (site pages).
import type { SitePageSlug } from '@dukan/core/contract/content';
import { DEFAULT_PRICING_RULES } from '@dukan/core/orders/pricing';
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
      'من السبت إلى الخميس، من 9 صباحًا حتى 9 مساءً',
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
      'نرخی گەیاندن بەپێی شار، پێش داواکردن دەیبینیت',
      'سعر التوصيل حسب المدينة، تراه قبل الطلب',
      'Priced by city and shown before you order',
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
        '<p>المعرض مفتوح يوميًا من التاسعة صباحًا حتى العاشرة مساءً، ما عدا يوم الجمعة.</p>',
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
      'أصبح الدفع عبر تطبيق المصرف العراقي الأول متاحًا لجميع الطلبات.',
      'Paying in the First Iraqi Bank app is now available for every order.',
    ),
    body: l(
      '<p>لە ئێستاوە دەتوانیت داواکارییەکانت لە ڕێگەی ئەپی FIB پارە بدەیت، بێ ئەوەی پێویستت بە پارەی نەختینە بێت.</p>' +
        '<h2>چۆن کار دەکات؟</h2>' +
        '<ul><li>لە کاتی تەواوکردنی داواکاری، FIB هەڵبژێرە</li><li>کۆدەکە بە ئەپی FIB بسکێنە</li><li>پارەدانەکە پشتڕاست بکەرەوە، داواکارییەکەت یەکسەر دەنێردرێت</li></ul>' +
        '<p>پارەدان لە کاتی وەرگرتنیش وەک پێشوو بەردەوامە.</p>',
      '<p>من الآن يمكنك دفع ثمن طلباتك عبر تطبيق FIB دون الحاجة إلى النقود.</p>' +
        '<h2>كيف يعمل؟</h2>' +
        '<ul><li>اختر FIB عند إتمام الطلب</li><li>امسح الرمز بتطبيق FIB</li><li>أكّد الدفع، ويُرسَل طلبك فورًا</li></ul>' +
        '<p>ويبقى الدفع عند الاستلام متاحًا كما كان.</p>',
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
        '<ul><li>من 12 إلى 16 مترًا مربعًا: 1 طن</li><li>من 16 إلى 24 مترًا مربعًا: 1.5 طن</li><li>من 24 إلى 35 مترًا مربعًا: 2 طن</li></ul>' +
        '<h2>لماذا الإنفرتر؟</h2>' +
        '<p>يغيّر مكيف الإنفرتر سرعة الضاغط بدلًا من إطفائه وتشغيله، لذلك يستهلك كهرباء أقل بنسبة تصل إلى 60% ويعمل بشكل أفضل على المولدة.</p>',
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
        '<p>عند شراء جهاز جديد انظر إلى فئة الطاقة: A++ و A+++ هما الأقل استهلاكًا.</p>',
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
      'ادفع نقدًا لمندوب التوصيل عند استلام طلبك.',
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
    // An address is read in the page's language (numbers and emails are the same in every language).
    values: l(
      'شەقامی ١٠٠ مەتری، هەولێر، هەرێمی کوردستان، عێراق',
      'شارع المئة متر، أربيل، إقليم كوردستان، العراق',
      '100 Meter Street, Erbil, Kurdistan Region, Iraq',
    ),
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
  {
    page: 'shop',
    title: l('فرۆشگا', 'المتجر', 'Shop'),
    description: l(
      'ئامێری ماڵ، ئەلیکترۆنیات، کەلوپەلی ناوماڵ و پێداویستی ڕۆژانە لە یەک شوێندا، بە پارەدان لە کاتی وەرگرتن یان FIB.',
      'أجهزة منزلية وإلكترونيات وأثاث ومستلزمات يومية في مكان واحد، مع الدفع عند الاستلام أو عبر FIB.',
      'Home appliances, electronics, furniture and daily essentials in one place, paid on delivery or with FIB.',
    ),
  },
  {
    page: 'categories',
    title: l('پۆلەکان', 'الفئات', 'Categories'),
    description: l(
      'دوکان بەپێی کۆمەڵە و پۆل بگەڕێ: ئامێری ماڵ، ئەلیکترۆنیات، چێشتخانە و کەلوپەلی ناوماڵ.',
      'تصفح دكان حسب المجموعة والفئة: أجهزة منزلية وإلكترونيات ومطبخ وأثاث.',
      'Browse Dukan by collection and category: appliances, electronics, kitchen and furniture.',
    ),
  },
  {
    page: 'best-sellers',
    title: l('پڕفرۆشترینەکان', 'الأكثر مبيعًا', 'Best sellers'),
    description: l(
      'ئەو بەرهەمانەی کڕیاران لە سەرانسەری عێراق زۆرتر هەڵیاندەبژێرن.',
      'المنتجات الأكثر اختيارًا من المتسوقين في أنحاء العراق.',
      'The products shoppers across Iraq choose most.',
    ),
  },
  {
    page: 'about-us',
    title: l('دەربارەی ئێمە', 'من نحن', 'About us'),
    description: l(
      'دوکان، فرۆشگای ماڵ و ژیان لە هەولێرەوە: پێشانگا لە پێنج شار و گەیاندن بۆ سەرانسەری عێراق.',
      'دكان، متجر المنزل والمعيشة من أربيل: معارض في خمس مدن وتوصيل إلى كل العراق.',
      'Dukan, the home and living store from Erbil: showrooms in five cities and delivery across Iraq.',
    ),
  },
  {
    page: 'privacy-policy',
    title: l('سیاسەتی تایبەتێتی', 'سياسة الخصوصية', 'Privacy policy'),
    description: l(
      'دوکان چ زانیارییەکت هەڵدەگرێت، بۆچی، و چۆن دەیسڕیتەوە.',
      'ما يحتفظ به دكان من بياناتك، ولماذا، وكيف تحذفها.',
      'What Dukan keeps about you, why, and how to have it erased.',
    ),
  },
  {
    page: 'terms',
    title: l('مەرج و ڕێساکان', 'الشروط والأحكام', 'Terms and conditions'),
    description: l(
      'نرخەکان، پارەدان بە نەختینە لە کاتی وەرگرتن یان FIB، گەیاندن، هەڵوەشاندنەوە و گەڕاندنەوە.',
      'الأسعار، والدفع نقدًا عند الاستلام أو عبر FIB، والتوصيل، والإلغاء، والإرجاع.',
      'Prices, paying cash on delivery or with FIB, delivery, cancelling and returns.',
    ),
  },
  {
    page: 'reward-points',
    title: l('خاڵەکانی پاداشت', 'نقاط المكافأة', 'Reward points'),
    description: l(
      'لە هەر داواکارییەکی گەیەنراودا خاڵ کۆبکەرەوە و بۆ پارەدانی داواکاریی داهاتوو بەکاریان بهێنە.',
      'اكسب نقاطًا مع كل طلب يتم توصيله واستخدمها لدفع طلبك التالي.',
      'Earn points on every delivered order and use them to pay for the next one.',
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

export interface SitePageSeed {
  slug: SitePageSlug;
  title: L;
  /** Simple HTML (p, h2, ul, li, a, strong); links carry the page's own language. */
  body: L;
}

const html = (...parts: string[]) => parts.join('');
const fmt = (n: number) => n.toLocaleString('en-US');

// The points page states the rules the API applies by default (POINT_VALUE_IQD, POINTS_MAX_SHARE,
// IQD_PER_POINT_EARNED); a shop that configures others edits the page. FIB's 15 minutes is FIB_PAYMENT_EXPIRES_IN.
const RULES = DEFAULT_PRICING_RULES;
const EARN = fmt(RULES.iqdPerPointEarned);
const WORTH = fmt(RULES.pointValueIqd);
const SHARE = String(Math.round(RULES.pointsMaxShare * 100));
const EXAMPLE_POINTS = 200;
const EXAMPLE_GOODS = fmt(EXAMPLE_POINTS * RULES.iqdPerPointEarned);
const EXAMPLE_VALUE = fmt(EXAMPLE_POINTS * RULES.pointValueIqd);
const FIB_MINUTES = 15;

const PHONE_LINK = '<a href="tel:+9647501234567">+964 750 123 4567</a>';
const EMAIL_LINK = '<a href="mailto:hello@dukan.iq">hello@dukan.iq</a>';

export const SITE_PAGES: SitePageSeed[] = [
  {
    slug: 'shop',
    title: l('فرۆشگا', 'المتجر', 'Shop'),
    body: l(
      html(
        '<p>هەموو ئەو شتانەی دوکان دەیفرۆشێت لە یەک شوێندا: ئامێری ماڵ، ئەلیکترۆنیات، کەلوپەلی چێشتخانە، کەلوپەلی ناوماڵ و پێداویستی ڕۆژانە لە براندە ناسراوەکان. نرخەکان بە دیناری عێراقین و هیچ تێچوویەکی شاراوەیان نییە: نرخی گەیاندن بۆ شارەکەت پێش داواکردن پیشان دەدرێت.</p>',
        '<ul><li><a href="/ku/products">سەیری هەموو بەرهەمەکان بکە</a> و بە پۆل، براند، ڕەنگ و نرخ فلتەریان بکە</li>',
        '<li><a href="/ku/offers">داشکاندنەکانی ئەم هەفتەیە ببینە</a></li>',
        '<li>لە کاتی وەرگرتن بە نەختینە یان لە ئەپی بانکی یەکەمی عێراقی (FIB) پارە بدە</li></ul>',
      ),
      html(
        '<p>كل ما يبيعه دكان في مكان واحد: أجهزة منزلية وإلكترونيات وأدوات مطبخ وأثاث ومستلزمات يومية من علامات تجارية تعرفها. الأسعار بالدينار العراقي ولا تخفي أي تكاليف: يظهر سعر التوصيل إلى مدينتك قبل أن تطلب.</p>',
        '<ul><li><a href="/ar/products">تصفّح جميع المنتجات</a> وصفِّها حسب الفئة والعلامة التجارية واللون والسعر</li>',
        '<li><a href="/ar/offers">شاهد عروض هذا الأسبوع</a></li>',
        '<li>ادفع نقدًا عند الاستلام أو عبر تطبيق المصرف العراقي الأول (FIB)</li></ul>',
      ),
      html(
        '<p>Everything Dukan sells, in one place: home appliances, electronics, kitchenware, furniture and daily essentials from brands you know. Prices are in Iraqi dinars with nothing hidden: the delivery price to your city is shown before you order.</p>',
        '<ul><li><a href="/en/products">Browse all products</a> and filter them by category, brand, colour and price</li>',
        '<li><a href="/en/offers">See this week’s offers</a></li>',
        '<li>Pay cash on delivery or in the First Iraqi Bank (FIB) app</li></ul>',
      ),
    ),
  },
  {
    slug: 'categories',
    title: l('پۆلەکان', 'الفئات', 'Categories'),
    body: l(
      html(
        '<p>ئەوەی پێویستتە خێراتر بیدۆزەوە: بەرهەمەکانمان لە کۆمەڵە و پۆلدا ڕێکخراون، لە سپلیت و ساردکەرەوەوە تا مۆبایل، تەلەفزیۆن و کەلوپەلی ژووری دانیشتن. پۆلێک بکەرەوە بۆ بینینی بەرهەمەکانی، نوێترینەکان لە سەرەوە، و بە براند، ڕەنگ، قەبارە و نرخ هەڵبژاردنەکەت بچووک بکەرەوە.</p>',
        '<p>دڵنیا نیت کامەیان پێویستە؟ <a href="/ku/articles/guides">ڕێنماییەکانی کڕین</a> یارمەتیت دەدەن، و کارمەندانی پێشانگاکانمان بە خۆشحاڵییەوە ڕاوێژت پێ دەدەن.</p>',
      ),
      html(
        '<p>اعثر على ما تحتاجه بسرعة أكبر: منتجاتنا مرتبة في مجموعات وفئات، من المكيفات والثلاجات إلى الهواتف والتلفزيونات وأثاث غرفة المعيشة. افتح فئة لترى منتجاتها، الأحدث أولًا، وضيّق اختيارك حسب العلامة التجارية واللون والمقاس والسعر.</p>',
        '<p>لست متأكدًا مما تحتاجه؟ <a href="/ar/articles/guides">أدلة الشراء</a> تساعدك، وموظفو معارضنا يسعدهم تقديم النصيحة.</p>',
      ),
      html(
        '<p>Find what you need faster: our products are grouped into collections and categories, from air conditioners and refrigerators to phones, TVs and living-room furniture. Open a category to see its products, newest first, and narrow them down by brand, colour, size and price.</p>',
        '<p>Not sure which one you need? Our <a href="/en/articles/guides">buying guides</a> help, and the staff in our showrooms are happy to advise.</p>',
      ),
    ),
  },
  {
    slug: 'best-sellers',
    title: l('پڕفرۆشترینەکان', 'الأكثر مبيعًا', 'Best sellers'),
    body: l(
      html(
        '<p>ئەو بەرهەمانەی کڕیارەکانمان لە سەرانسەری عێراق زۆرتر هەڵیاندەبژێرن، بەپێی ژمارەی فرۆشراو ڕیزکراون. شوێنێکی باشە بۆ دەستپێکردن ئەگەر شتێکت دەوێت کە کڕیارانی تر تاقییان کردۆتەوە و بەدڵیان بووە.</p>',
        '<p>پڕفرۆشترینەکان بۆ هەموو ئەو شارانەی خزمەتیان دەکەین دەگەیەنرێن؛ نرخی گەیاندن بۆ شارەکەت لە کاتی تەواوکردنی داواکاری پیشان دەدرێت.</p>',
      ),
      html(
        '<p>المنتجات التي يختارها عملاؤنا في أنحاء العراق أكثر من غيرها، مرتبة حسب عدد المبيعات. مكان جيد للبدء إذا أردت شيئًا جرّبه متسوقون آخرون وأعجبهم.</p>',
        '<p>نوصل المنتجات الأكثر مبيعًا إلى كل المدن التي نخدمها، ويظهر سعر التوصيل إلى مدينتك عند إتمام الطلب.</p>',
      ),
      html(
        '<p>The products our customers across Iraq choose most often, ranked by how many were sold. A good place to start if you want something other shoppers have already tried and liked.</p>',
        '<p>Best sellers are delivered to every city we serve; the delivery price to your city is shown at checkout.</p>',
      ),
    ),
  },
  {
    slug: 'about-us',
    title: l('دەربارەی ئێمە', 'من نحن', 'About us'),
    body: l(
      html(
        '<p><strong>دوکان</strong> فرۆشگایەکی ئۆنلاینی ماڵ و ژیانە لە هەولێرەوە. ئامێری ماڵ، ئەلیکترۆنیات، کەلوپەلی چێشتخانە، کەلوپەلی ناوماڵ و پێداویستی ڕۆژانە دەفرۆشین و بۆ 18 شار لە سەرانسەری عێراق دەیانگەیەنین.</p>',
        '<h2>بەڵێنەکانمان</h2>',
        '<ul><li>نرخی ڕوون بە دیناری عێراقی، و نرخی گەیاندن پێش داواکردن پیشان دەدرێت</li>',
        '<li>بەرهەمی ڕەسەن لەگەڵ گەرەنتیی کۆمپانیای دروستکەر</li>',
        '<li>پارەدان بەو شێوەیەی بەدڵتە: نەختینە لە کاتی وەرگرتن یان ئەپی بانکی یەکەمی عێراقی (FIB)</li>',
        '<li><a href="/ku/reward-points">خاڵی پاداشت</a> بۆ هەر داواکارییەکی گەیەنراو</li>',
        '<li>خزمەتگوزاری بە کوردی، عەرەبی و ئینگلیزی</li></ul>',
        '<h2>سەردانمان بکە</h2>',
        '<p>بەرهەمەکانمان لە پێشانگاکانمان لە هەولێر، سلێمانی، دهۆک، بەغدا و بەسرە ببینە و تاقییان بکەرەوە. کاتەکانی کارکردن و ناونیشانەکان لە <a href="/ku/contact">پەڕەی پەیوەندی</a>دان.</p>',
        '<h2>قسەمان لەگەڵ بکە</h2>',
        `<p>پەیوەندی بکە بە ${PHONE_LINK}، لە واتسئاپ نامە بنێرە بۆ +964 770 123 4567، ئیمەیڵ بنێرە بۆ ${EMAIL_LINK} یان لە ڕێگەی <a href="/ku/contact">فۆرمی پەیوەندی</a>یەوە نامەیەک بەجێبهێڵە.</p>`,
      ),
      html(
        '<p><strong>دكان</strong> متجر إلكتروني للمنزل والمعيشة من أربيل. نبيع الأجهزة المنزلية والإلكترونيات وأدوات المطبخ والأثاث والمستلزمات اليومية، ونوصلها إلى 18 مدينة في أنحاء العراق.</p>',
        '<h2>ما نعدك به</h2>',
        '<ul><li>أسعار واضحة بالدينار العراقي، مع إظهار سعر التوصيل قبل أن تطلب</li>',
        '<li>منتجات أصلية بضمان الشركة المصنّعة</li>',
        '<li>الدفع بالطريقة التي تفضلها: نقدًا عند الاستلام أو عبر تطبيق المصرف العراقي الأول (FIB)</li>',
        '<li><a href="/ar/reward-points">نقاط مكافأة</a> على كل طلب يتم توصيله</li>',
        '<li>خدمة باللغات الكردية والعربية والإنجليزية</li></ul>',
        '<h2>زورونا</h2>',
        '<p>شاهد منتجاتنا وجرّبها في معارضنا في أربيل والسليمانية ودهوك وبغداد والبصرة. تجد أوقات الدوام والعناوين في <a href="/ar/contact">صفحة الاتصال</a>.</p>',
        '<h2>تحدث إلينا</h2>',
        `<p>اتصل على ${PHONE_LINK}، أو راسلنا عبر واتساب على +964 770 123 4567، أو أرسل بريدًا إلى ${EMAIL_LINK}، أو اترك رسالة عبر <a href="/ar/contact">نموذج الاتصال</a>.</p>`,
      ),
      html(
        '<p><strong>Dukan</strong> is an online home and living store from Erbil. We sell home appliances, electronics, kitchenware, furniture and daily essentials, and deliver them to 18 cities across Iraq.</p>',
        '<h2>What we promise</h2>',
        '<ul><li>Clear prices in Iraqi dinars, with the delivery price shown before you order</li>',
        '<li>Genuine products with the manufacturer’s warranty</li>',
        '<li>Payment the way you prefer: cash on delivery or the First Iraqi Bank (FIB) app</li>',
        '<li><a href="/en/reward-points">Reward points</a> on every delivered order</li>',
        '<li>Service in Kurdish, Arabic and English</li></ul>',
        '<h2>Visit us</h2>',
        '<p>See and try our products in our showrooms in Erbil, Sulaymaniyah, Duhok, Baghdad and Basra. Opening hours and addresses are on the <a href="/en/contact">contact page</a>.</p>',
        '<h2>Talk to us</h2>',
        `<p>Call ${PHONE_LINK}, write on WhatsApp to +964 770 123 4567, email ${EMAIL_LINK} or leave a message with the <a href="/en/contact">contact form</a>.</p>`,
      ),
    ),
  },
  {
    slug: 'privacy-policy',
    title: l('سیاسەتی تایبەتێتی', 'سياسة الخصوصية', 'Privacy policy'),
    body: l(
      html(
        '<p>ئەم سیاسەتە ڕوونی دەکاتەوە دوکان چ زانیارییەکت هەڵدەگرێت، بۆچی، و چۆن دەتوانیت بیسڕیتەوە. تەنها ئەوە هەڵدەگرین کە بۆ فرۆشتن و گەیاندن پێویستمانە، و هەرگیز زانیارییەکانت نافرۆشین.</p>',
        '<h2>چی هەڵدەگرین</h2>',
        '<ul><li><strong>هەژمارەکەت:</strong> ژمارەی مۆبایل یان ئیمەیڵەکەت، وشەی نهێنییەکەت (تەنها وەک هاشێکی پارێزراو هەڵدەگیرێت و ناخوێندرێتەوە)، و ئەو ناو، ڕێکەوتی لەدایکبوون و ڕەگەزەی لە پرۆفایلەکەتدا دەینووسیت. ئەگەر بە Google یان Facebook بچیتە ژوورەوە، ناو و ئیمەیڵەکەت لەوانەوە وەردەگرین.</li>',
        '<li><strong>ئەو کۆدانەی دەینێرین:</strong> کۆدی یەکجاری بە SMS، واتسئاپ یان ئیمەیڵ دەنێردرێت بۆ دڵنیابوونەوە لەوەی خۆتیت؛ لە ماوەی چەند خولەکێکدا بەسەردەچن.</li>',
        '<li><strong>داواکارییەکانت:</strong> بەرهەمەکان، نرخەکان، ناونیشانی گەیاندن، شار، ئەو خاڵەی لەسەر نەخشە دایدەنێیت، تێبینییەکانت، شێوازی پارەدان و، بۆ FIB، ئەو دۆخی پارەدانەی بانکەکە ڕایدەگەیەنێت.</li>',
        '<li><strong>سەبەتە، لیستی دڵخوازەکان و خاڵەکانی پاداشتت</strong>، بۆ ئەوەی لە هەموو ئامێرەکانتدا لەگەڵت بن.</li>',
        '<li><strong>نامەکانی پەیوەندی:</strong> ئەو ناو، ژمارەی مۆبایل یان ئیمەیڵ، بابەت و نامەیەی بە فۆرمی پەیوەندی بۆمانی دەنێریت. ناونیشانی IPـەکەت هەڵناگرین، تەنها کۆدێکی تێکدراو کە لێیەوە دروستکراوە، بۆ ئەوەی لافاوی نامە لە یەک شوێنەوە بناسینەوە.</li></ul>',
        '<h2>بۆ چی بەکاری دەهێنین</h2>',
        '<ul><li>چوونەژوورەوەت و پاراستنی هەژمارەکەت</li>',
        '<li>ئامادەکردن و گەیاندنی داواکارییەکانت، و گەڕاندنەوەی پارە ئەگەر پێویست بوو</li>',
        '<li>وەڵامدانەوەی نامەکانت</li>',
        '<li>ژماردنی خاڵەکانی پاداشتت</li></ul>',
        '<p>ناو، ژمارەی مۆبایل و ناونیشانەکەت تەنها لەگەڵ ئەو کەسە بەش دەکەین کە داواکارییەکەت دەگەیەنێت. پارەدان لە ئەپی FIB لەلایەن بانکی یەکەمی عێراقییەوە بەڕێوەدەچێت؛ ئێمە هەرگیز زانیاریی بانکییەکەت نابینین.</p>',
        '<h2>کووکی و وێبگەڕەکەت</h2>',
        '<p>کووکییەک بەکاردەهێنین بۆ ئەوەی لە ژوورەوە بمێنیتەوە و یەکێکی تر بۆ لەبیرکردنی زمانەکەت. سەبەتە و لیستی دڵخوازەکانی میوان لە وێبگەڕەکەدا دەمێننەوە تا دەچێتە ژوورەوە. کاتێک پاراستن لە بۆت چالاک بێت، Google reCAPTCHA دڵنیا دەبێتەوە کە فۆرمەکان لەلایەن مرۆڤێکەوە دەنێردرێن.</p>',
        '<h2>هەڵبژاردنەکانت</h2>',
        '<ul><li>هەر کاتێک بتەوێت زانیارییەکانت لە بەشی زانیاریی کەسیی هەژمارەکەتدا بگۆڕە.</li>',
        '<li>ناچالاککردنی هەژمارەکەت لە هەموو ئامێرەکان دەتباتە دەرەوە؛ چوونەژوورەوەی نوێ چالاکی دەکاتەوە.</li>',
        '<li>سڕینەوەی هەژمارەکەت پرۆفایل، ژمارەی مۆبایل یان ئیمەیڵ، وشەی نهێنی، سەبەتە و لیستی دڵخوازەکانت دەسڕێتەوە، هەروەها ناونیشان، خاڵی نەخشە و تێبینییەکانی ئەو داواکارییانەی گەیەنران یان هەڵوەشانەوە. خودی داواکارییەکان، بێ ناوی تۆ، بۆ حساباتی فرۆشگاکە دەمێننەوە.</li>',
        `<li>نامەکانی پەیوەندی بەشێک نین لە هەژمارەکەت: بۆ سڕینەوەیان بنووسە بۆ ${EMAIL_LINK}.</li></ul>`,
        `<p>پرسیارت دەربارەی زانیارییەکانت هەیە؟ بۆمان بنووسە لە ${EMAIL_LINK}.</p>`,
      ),
      html(
        '<p>توضح هذه السياسة ما يحتفظ به دكان من بياناتك، ولماذا، وكيف يمكنك حذفها. لا نحتفظ إلا بما نحتاجه لنبيعك ونوصل طلباتك، ولا نبيع بياناتك أبدًا.</p>',
        '<h2>ما نحتفظ به</h2>',
        '<ul><li><strong>حسابك:</strong> رقم هاتفك أو بريدك الإلكتروني، وكلمة المرور (تُحفظ بصيغة مشفّرة لا يمكن قراءتها)، والاسم وتاريخ الميلاد والجنس التي تدخلها في ملفك الشخصي. إذا سجّلت الدخول عبر Google أو Facebook فإننا نتلقى منهما اسمك وبريدك الإلكتروني.</li>',
        '<li><strong>الرموز التي نرسلها:</strong> تُرسل رموز لمرة واحدة عبر SMS أو واتساب أو البريد الإلكتروني للتأكد من هويتك، وتنتهي صلاحيتها خلال دقائق.</li>',
        '<li><strong>طلباتك:</strong> المنتجات والأسعار وعنوان التوصيل والمدينة والموقع الذي تحدده على الخريطة وملاحظاتك وطريقة الدفع، وفي حالة FIB حالة الدفع التي يبلغنا بها المصرف.</li>',
        '<li><strong>سلتك وقائمة رغباتك ونقاط مكافأتك</strong>، لتبقى معك على كل أجهزتك.</li>',
        '<li><strong>رسائل الاتصال:</strong> الاسم ورقم الهاتف أو البريد الإلكتروني والموضوع والرسالة التي ترسلها عبر نموذج الاتصال. لا نحتفظ بعنوان IP الخاص بك، بل برمز مموّه مشتق منه فقط، يساعدنا على التعرف على سيل من الرسائل من مصدر واحد.</li></ul>',
        '<h2>فيمَ نستخدمها</h2>',
        '<ul><li>تسجيل دخولك وحماية حسابك</li>',
        '<li>تجهيز طلباتك وتوصيلها، واسترداد المبالغ عند الحاجة</li>',
        '<li>الرد على رسائلك</li>',
        '<li>احتساب نقاط مكافأتك</li></ul>',
        '<p>لا نشارك اسمك ورقم هاتفك وعنوانك إلا مع من يوصل طلبك. تتم المدفوعات في تطبيق FIB عبر المصرف العراقي الأول، ولا نطّلع أبدًا على بياناتك المصرفية.</p>',
        '<h2>ملفات تعريف الارتباط ومتصفحك</h2>',
        '<p>نستخدم ملف تعريف ارتباط لإبقائك مسجّلًا الدخول وآخر لتذكّر لغتك. تبقى سلة الزائر وقائمة رغباته في المتصفح حتى يسجّل الدخول. وعند تفعيل الحماية من الروبوتات، يتحقق Google reCAPTCHA من أن النماذج يرسلها إنسان.</p>',
        '<h2>خياراتك</h2>',
        '<ul><li>عدّل بياناتك في أي وقت من قسم المعلومات الشخصية في حسابك.</li>',
        '<li>تعطيل حسابك يسجّل خروجك من كل الأجهزة، وتسجيل الدخول من جديد يعيد تفعيله.</li>',
        '<li>حذف حسابك يمحو ملفك الشخصي ورقم هاتفك أو بريدك الإلكتروني وكلمة المرور والسلة وقائمة الأمنيات، وكذلك العنوان وموقع الخريطة والملاحظات للطلبات التي تم توصيلها أو إلغاؤها. أما الطلبات نفسها فنحتفظ بها دون اسمك لحسابات المتجر.</li>',
        `<li>رسائل الاتصال ليست جزءًا من حسابك: لحذفها راسلنا على ${EMAIL_LINK}.</li></ul>`,
        `<p>لديك سؤال عن بياناتك؟ راسلنا على ${EMAIL_LINK}.</p>`,
      ),
      html(
        '<p>This policy explains what Dukan keeps about you, why, and how you can have it erased. We keep only what we need to sell and deliver to you, and we never sell your data.</p>',
        '<h2>What we keep</h2>',
        '<ul><li><strong>Your account:</strong> your phone number or email address, your password (stored only as a secure hash that cannot be read back), and the name, birthday and gender you give in your profile. If you sign in with Google or Facebook, we receive your name and email address from them.</li>',
        '<li><strong>Codes we send:</strong> one-time codes go by SMS, WhatsApp or email to confirm it is you; they expire within minutes.</li>',
        '<li><strong>Your orders:</strong> the products, prices, delivery address, city, the pin you place on the map, your notes, the payment method and, for FIB, the payment status the bank reports.</li>',
        '<li><strong>Your cart, wishlist and reward points</strong>, so they follow you across devices.</li>',
        '<li><strong>Contact messages:</strong> the name, phone number or email, subject and message you send with the contact form. We do not keep your IP address, only a scrambled code made from it, which lets us recognise a flood of messages from one place.</li></ul>',
        '<h2>What we use it for</h2>',
        '<ul><li>Signing you in and keeping your account safe</li>',
        '<li>Preparing and delivering your orders, and refunding them when needed</li>',
        '<li>Answering your messages</li>',
        '<li>Counting your reward points</li></ul>',
        '<p>We share your name, phone number and address only with the person who delivers your order. Payments in the FIB app are handled by First Iraqi Bank; we never see your bank details.</p>',
        '<h2>Cookies and your browser</h2>',
        '<p>We use one cookie to keep you signed in and another to remember your language. A guest’s cart and wishlist stay in the browser until they sign in. When bot protection is switched on, Google reCAPTCHA checks that forms are sent by a person.</p>',
        '<h2>Your choices</h2>',
        '<ul><li>Change your details at any time under your account’s personal information.</li>',
        '<li>Deactivating your account signs you out everywhere; signing in again reactivates it.</li>',
        '<li>Deleting your account erases your profile, phone number or email, password, cart and wishlist, and the address, map pin and notes of orders that were delivered or cancelled. The orders themselves stay, without your name, for the shop’s accounts.</li>',
        `<li>Contact messages are not part of your account: to have them erased, write to ${EMAIL_LINK}.</li></ul>`,
        `<p>Questions about your data? Write to us at ${EMAIL_LINK}.</p>`,
      ),
    ),
  },
  {
    slug: 'terms',
    title: l('مەرج و ڕێساکان', 'الشروط والأحكام', 'Terms and conditions'),
    body: l(
      html(
        '<p>ئەم مەرجانە بۆ هەموو ئەو داواکارییانەن کە لە دوکان دەکرێن. بە ناردنی داواکارییەک ئەم مەرجانە قبووڵ دەکەیت.</p>',
        '<h2>نرخەکان</h2>',
        '<p>نرخەکان بە دیناری عێراقین (IQD). ئەو نرخەی دەیدەیت ئەوەیە کە لە کاتی ناردنی داواکارییەکەدا پیشان دراوە؛ گۆڕانکاریی دواتر کاری تێناکات. نرخی گەیاندن بەپێی شارەکەت دەگۆڕێت و پێش پشتڕاستکردنەوە پیشان دەدرێت.</p>',
        '<h2>ناردنی داواکاری</h2>',
        '<ul><li>بۆ داواکردن پێویستت بە هەژمارێکە. شارەکەت هەڵبژێرە، ناونیشانەکەت بنووسە و شوێنەکەت لەسەر نەخشە دیاری بکە بۆ ئەوەی گەیەنەرەکە بتدۆزێتەوە.</li>',
        '<li>هەر کە داواکارییەکە نێردرا، بەرهەمەکان بۆت دادەنرێن.</li>',
        '<li>کۆدێکی داشکاندن و <a href="/ku/reward-points">خاڵەکانی پاداشتت</a> دەتوانن نرخەکە کەم بکەنەوە؛ هەردووکیان لە کاتی داواکردندا دووبارە دەپشکنرێنەوە.</li></ul>',
        '<h2>پارەدان</h2>',
        '<ul><li><strong>پارەدان لە کاتی وەرگرتن:</strong> کاتێک داواکارییەکە گەیشت، پارەکە بە نەختینە بدە بە گەیەنەرەکە.</li>',
        `<li><strong>بانکی یەکەمی عێراقی (FIB):</strong> لە ئەپی کەسی، بازرگانی یان کۆمپانیاکانی FIB پارە بدە بە سکانکردنی کۆدی QR یان کردنەوەی بەستەرەکە. پارەدانەکە دەبێت لە ماوەی ${FIB_MINUTES} خولەکدا تەواو بێت؛ ئەگەرنا داواکارییەکە بەسەردەچێت و بەرهەمەکانی ئازاد دەکرێنەوە.</li></ul>`,
        '<h2>گەیاندن</h2>',
        '<p>بۆ 18 شار لە سەرانسەری عێراق دەگەیەنین. گەیەنەرەکە پێش گەیشتن پەیوەندیت پێوە دەکات. تکایە لە کاتی وەرگرتندا بەرهەمەکان بپشکنە.</p>',
        '<h2>هەڵوەشاندنەوە</h2>',
        '<ul><li>دەتوانیت خۆت داواکارییەک لە مێژووی داواکارییەکانتدا هەڵبوەشێنیتەوە تا ئەو کاتەی چاوەڕوانە و پارەکەی نەدراوە.</li>',
        '<li>کاتێک پارەی داواکارییەک درا یان کەوتە ڕێ، بۆ هەڵوەشاندنەوەی پەیوەندیمان پێوە بکە. پارەی داواکارییەکی FIB کە هەڵدەوەشێنرێتەوە دەگەڕێتەوە بۆ هەژماری FIBـەکەت.</li>',
        '<li>ئەو خاڵانەی لە داواکارییەکی هەڵوەشاوەدا بەکارتهێنابوون بۆت دەگەڕێنەوە.</li></ul>',
        '<h2>گۆڕینەوە و گەرەنتی</h2>',
        '<p>ئەگەر بەرهەمێک شکاو گەیشت یان ئەوە نەبوو کە داوات کردبوو، لە ماوەی 7 ڕۆژدا ئاگادارمان بکەرەوە و دەیگۆڕینەوە یان پارەکەت دەگەڕێنینەوە. بەرهەمەکان گەرەنتیی کۆمپانیای دروستکەریان هەیە بەو شێوەیەی لە تایبەتمەندییەکانیاندا نووسراوە.</p>',
        '<p>پرسیارت هەیە؟ <a href="/ku/contact">پەیوەندیمان پێوە بکە</a>.</p>',
      ),
      html(
        '<p>تنطبق هذه الشروط على كل طلب يتم عبر دكان. بإرسالك طلبًا فإنك توافق عليها.</p>',
        '<h2>الأسعار</h2>',
        '<p>الأسعار بالدينار العراقي (IQD). السعر الذي تدفعه هو المعروض عند إرسال الطلب، ولا يتأثر بأي تغيير لاحق. يختلف سعر التوصيل حسب مدينتك ويظهر قبل التأكيد.</p>',
        '<h2>إرسال الطلب</h2>',
        '<ul><li>تحتاج إلى حساب لتطلب. اختر مدينتك واكتب عنوانك وحدد موقعك على الخريطة ليجدك مندوب التوصيل.</li>',
        '<li>تُحجز المنتجات لك لحظة إرسال الطلب.</li>',
        '<li>يمكن لرمز قسيمة واحد و<a href="/ar/reward-points">نقاط مكافأتك</a> تخفيض السعر، ويُعاد التحقق منهما عند الطلب.</li></ul>',
        '<h2>الدفع</h2>',
        '<ul><li><strong>الدفع عند الاستلام:</strong> ادفع نقدًا لمندوب التوصيل عند وصول الطلب.</li>',
        `<li><strong>المصرف العراقي الأول (FIB):</strong> ادفع عبر تطبيق FIB للأفراد أو الأعمال أو الشركات بمسح رمز QR أو فتح الرابط. يجب إتمام الدفع خلال ${FIB_MINUTES} دقيقة، وإلا ينتهي الطلب وتُحرَّر منتجاته.</li></ul>`,
        '<h2>التوصيل</h2>',
        '<p>نوصل إلى 18 مدينة في أنحاء العراق. يتصل بك مندوب التوصيل قبل وصوله. يرجى فحص المنتجات عند استلامها.</p>',
        '<h2>الإلغاء</h2>',
        '<ul><li>يمكنك إلغاء الطلب بنفسك من سجل طلباتك ما دام قيد الانتظار وغير مدفوع.</li>',
        '<li>إذا دُفع الطلب أو خرج للتوصيل فتواصل معنا لإلغائه. ويُعاد مبلغ طلب FIB الملغى إلى حسابك في FIB.</li>',
        '<li>تعود إليك النقاط التي استخدمتها في طلب ملغى.</li></ul>',
        '<h2>الاستبدال والضمان</h2>',
        '<p>إذا وصل منتج تالفًا أو مختلفًا عما طلبته، فأخبرنا خلال 7 أيام وسنستبدله أو نعيد إليك المبلغ. تشمل المنتجات ضمان الشركة المصنّعة كما هو مذكور في مواصفاتها.</p>',
        '<p>لديك سؤال؟ <a href="/ar/contact">تواصل معنا</a>.</p>',
      ),
      html(
        '<p>These terms apply to every order placed with Dukan. By placing an order you accept them.</p>',
        '<h2>Prices</h2>',
        '<p>Prices are in Iraqi dinars (IQD). You pay the price shown when you place the order; a later change does not affect it. The delivery price depends on your city and is shown before you confirm.</p>',
        '<h2>Placing an order</h2>',
        '<ul><li>You need an account to order. Choose your city, write your address and mark your location on the map so the courier finds you.</li>',
        '<li>The products are reserved for you the moment the order is placed.</li>',
        '<li>One voucher code and your <a href="/en/reward-points">reward points</a> can lower the price; both are checked again when you order.</li></ul>',
        '<h2>Payment</h2>',
        '<ul><li><strong>Cash on delivery:</strong> pay the courier in cash when the order arrives.</li>',
        `<li><strong>First Iraqi Bank (FIB):</strong> pay in the FIB personal, business or corporate app by scanning the QR code or opening the link. The payment must be completed within ${FIB_MINUTES} minutes; otherwise the order expires and its products are released.</li></ul>`,
        '<h2>Delivery</h2>',
        '<p>We deliver to 18 cities across Iraq. The courier calls you before arriving. Please check the products when you receive them.</p>',
        '<h2>Cancelling</h2>',
        '<ul><li>You can cancel an order yourself in your order history while it is pending and unpaid.</li>',
        '<li>Once an order is paid or on its way, contact us to cancel it. A cancelled FIB order is refunded to your FIB account.</li>',
        '<li>Points you used on a cancelled order come back to you.</li></ul>',
        '<h2>Exchanges and warranty</h2>',
        '<p>If a product arrives damaged or is not what you ordered, tell us within 7 days and we will replace it or give your money back. Products carry the manufacturer’s warranty stated in their specifications.</p>',
        '<p>Questions? <a href="/en/contact">Contact us</a>.</p>',
      ),
    ),
  },
  {
    slug: 'reward-points',
    title: l('خاڵەکانی پاداشت', 'نقاط المكافأة', 'Reward points'),
    body: l(
      html(
        '<p>هەر داواکارییەک کە وەریدەگریت خاڵی پاداشتت بۆ کۆدەکاتەوە، و خاڵەکان نرخی داواکارییەکانی داهاتووت کەم دەکەنەوە.</p>',
        '<h2>کۆکردنەوەی خاڵ</h2>',
        `<ul><li>بۆ هەر <strong>${EARN} دیناری عێراقی</strong> کە بۆ بەرهەمەکان دەیدەیت، <strong>1 خاڵ</strong> وەردەگریت (دوای داشکاندنی کۆد و خاڵەکان).</li>`,
        '<li>تێچووی گەیاندن و باج خاڵ کۆ ناکەنەوە.</li>',
        '<li>خاڵەکان کاتێک زیاد دەکرێن کە داواکارییەکە گەیەنرا؛ داواکاریی هەڵوەشاوە هیچ خاڵێک کۆ ناکاتەوە.</li></ul>',
        '<h2>بەکارهێنانی خاڵ</h2>',
        `<ul><li>هەر خاڵێک بەهای <strong>${WORTH} دینار</strong>ە.</li>`,
        `<li>لە کاتی تەواوکردنی داواکاری هەڵبژێرە چەند خاڵ بەکاربهێنیت: تا <strong>${SHARE}%</strong>ی نرخی بەرهەمەکانی داواکارییەکە دەتوانرێت بە خاڵ بدرێت.</li>`,
        '<li>ئەگەر داواکارییەکە هەڵوەشێنرایەوە، ئەو خاڵانەی بەکارتهێنابوون دەگەڕێنەوە بۆ باڵانسەکەت.</li></ul>',
        '<h2>نموونەیەک</h2>',
        `<p>داواکارییەک بە ${EXAMPLE_GOODS} دینار بەرهەم، دوای گەیاندن ${EXAMPLE_POINTS} خاڵ کۆدەکاتەوە. لە داواکاریی داهاتووتدا ئەو ${EXAMPLE_POINTS} خاڵە ${EXAMPLE_VALUE} دینار لە نرخەکە کەم دەکەنەوە.</p>`,
        '<p>باڵانسەکەت و هەموو گۆڕانکارییەکانی لە <a href="/ku/account/reward-points">هەژمارەکەت</a>دا ببینە. خاڵەکان هی هەژمارەکەتن و بە پارەی نەختینە ناگۆڕدرێنەوە.</p>',
      ),
      html(
        '<p>كل طلب تستلمه يمنحك نقاط مكافأة، والنقاط تخفض سعر طلباتك القادمة.</p>',
        '<h2>كسب النقاط</h2>',
        `<ul><li>تحصل على <strong>نقطة واحدة عن كل ${EARN} دينار عراقي</strong> تدفعها ثمنًا للمنتجات، بعد خصم القسيمة والنقاط.</li>`,
        '<li>أجور التوصيل والضريبة لا تمنح نقاطًا.</li>',
        '<li>تُضاف النقاط عند توصيل الطلب، ولا يمنح الطلب الملغى أي نقاط.</li></ul>',
        '<h2>استخدام النقاط</h2>',
        `<ul><li>قيمة كل نقطة: <strong>${WORTH} دينار</strong>.</li>`,
        `<li>اختر عند إتمام الطلب عدد النقاط التي تريد استخدامها: يمكن دفع ما يصل إلى <strong>${SHARE}%</strong> من سعر منتجات الطلب بالنقاط.</li>`,
        '<li>إذا أُلغي الطلب تعود النقاط التي استخدمتها إلى رصيدك.</li></ul>',
        '<h2>مثال</h2>',
        `<p>طلب فيه منتجات بقيمة ${EXAMPLE_GOODS} دينار يمنحك ${EXAMPLE_POINTS} نقطة بعد توصيله. وفي طلبك التالي تخفض هذه النقاط السعر بمقدار ${EXAMPLE_VALUE} دينار.</p>`,
        '<p>يمكنك رؤية رصيدك وكل تغيير عليه في <a href="/ar/account/reward-points">حسابك</a>. النقاط مرتبطة بحسابك ولا يمكن استبدالها بالنقود.</p>',
      ),
      html(
        '<p>Every order you receive earns you reward points, and points lower the price of your next orders.</p>',
        '<h2>Earning points</h2>',
        `<ul><li>You earn <strong>1 point for every ${EARN} IQD</strong> you pay for products, after any voucher discount and points.</li>`,
        '<li>Delivery and tax do not earn points.</li>',
        '<li>Points are added when the order is delivered; a cancelled order earns none.</li></ul>',
        '<h2>Using points</h2>',
        `<ul><li>Each point is worth <strong>${WORTH} IQD</strong>.</li>`,
        `<li>At checkout, choose how many points to use: up to <strong>${SHARE}%</strong> of the price of the order’s products can be paid with points.</li>`,
        '<li>If the order is cancelled, the points you used go back to your balance.</li></ul>',
        '<h2>An example</h2>',
        `<p>An order with ${EXAMPLE_GOODS} IQD of products earns ${EXAMPLE_POINTS} points once it is delivered. On your next order those ${EXAMPLE_POINTS} points take ${EXAMPLE_VALUE} IQD off the price.</p>`,
        '<p>See your balance and every change to it in <a href="/en/account/reward-points">your account</a>. Points belong to your account and cannot be exchanged for cash.</p>',
      ),
    ),
  },
];
