// A small catalogue for the search tests, in Kurdish, Arabic and English with the spellings shoppers meet.
export const FIXTURE_SQL = `
INSERT INTO collections (id, slug, title_ku, title_ar, title_en) VALUES
  (1, 'kitchen', 'چێشتخانە', 'المطبخ', 'Kitchen'),
  (2, 'home', 'ماڵ', 'المنزل', 'Home');
INSERT INTO categories (id, collection_id, slug, title_ku, title_ar, title_en) VALUES
  (1, 1, 'fridges', 'ساردکەرەوەکان', 'الثلاجات', 'Fridges'),
  (2, 1, 'washers', 'جلشۆرەکان', 'الغسالات', 'Washers'),
  (3, 2, 'lighting', 'ڕووناکی', 'الإضاءة', 'Lighting'),
  (4, 2, 'cooling', 'فێنککەرەوەکان', 'التبريد', 'Cooling');
INSERT INTO brands (id, slug, title_ku, title_ar, title_en) VALUES
  (1, 'samsung', 'سامسۆنگ', 'سامسونج', 'Samsung'),
  (2, 'lg', 'ئێڵ جی', 'ال جي', 'LG');
INSERT INTO attributes (id, key, title_ku, title_ar, title_en) VALUES
  (1, 'color', 'ڕەنگ', 'اللون', 'Colour'), (2, 'size', 'قەبارە', 'الحجم', 'Size');
INSERT INTO attribute_values (id, attribute_id, value, title_ku, title_ar, title_en) VALUES
  (1, 1, '#c00', 'سوور', 'أحمر', 'Red'), (2, 1, '#fff', 'سپی', 'أبيض', 'White'), (3, 2, 'L', 'گەورە', 'كبير', 'Large');
INSERT INTO products (id, sku, category_id, brand_id, title_ku, title_ar, title_en, description_ku, description_ar, description_en,
                      price, original_price, stock, created_at, sales_count, best_seller_rank) VALUES
  (1, 'FR-1', 1, 1, 'ساردکەرەوەی سامسۆنگ ٤٠٠ لیتر', 'ثلاجة سامسونج ٤٠٠ لتر', 'Samsung Refrigerator 400 L',
   'ساردکەرەوەیەکی گەورە', 'ثلاجة كبيرة للعائلة', 'A large family fridge', 850000, 1000000, 5, '2024-01-05T10:00:00Z', 40, 1),
  (2, 'WM-2', 2, 2, 'جلشۆری ئێڵ جی ٨ کیلۆ', 'غسالة ال جي ٨ كيلو', 'LG Washing Machine 8 kg',
   '', '', 'Front loading washer', 450000, NULL, 0, '2024-01-04T10:00:00Z', 10, NULL),
  (3, 'LA-3', 3, NULL, 'چرای ڕووناکی مێز', 'مصباح مكتب', 'Desk Lamp',
   'بو کار لەسەر کومپیوتەر بە روژ', '', 'Warm light for reading', 25000, NULL, 12, '2024-01-03T10:00:00Z', 5, 3),
  (4, 'AC-4', 4, 1, 'فێنککەرەوەی هەوا ٢٠٢٤', 'مكيّف هواء ٢٠٢٤', 'Air Conditioner 2024',
   '', 'من أفضل أجهزة التبريد', 'Cools large rooms', 1200000, NULL, 3, '2024-01-02T10:00:00Z', 70, 2),
  (5, 'FR-5', 1, 2, 'ساردکەرەوەی بچووک', 'ثلاجة صغيرة', 'Mini Fridge',
   '', '', 'A small refrigerator for the office', 300000, NULL, 7, '2024-01-01T10:00:00Z', 0, NULL);
INSERT INTO product_attribute_values (product_id, attribute_value_id) VALUES
  (1, 1), (1, 3), (2, 2), (2, 3), (3, 2), (5, 1);
INSERT INTO specification_groups (id, title_ku, title_ar, title_en) VALUES
  (1, 'قەبارەکان', 'الأبعاد', 'Dimensions'), (2, 'گەرەنتی', 'الضمان', 'Warranty');
INSERT INTO specifications (id, group_id, title_ku, title_ar, title_en) VALUES
  (1, 1, 'بەرزی', 'الارتفاع', 'Height'), (2, 2, 'ماوە', 'المدة', 'Period');
INSERT INTO product_specifications (product_id, specification_id, value_ku, value_ar, value_en, is_public) VALUES
  (1, 1, '١٨٠ سم', '١٨٠ سم', '180 cm', true),
  (1, 2, 'نهێنی', 'سري', 'secretword', false);
SELECT setval('products_id_seq', 100);
`;
