-- Catalogue, store content and the in-database search engine's tables.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;

CREATE TABLE collections (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  description_ku text NOT NULL DEFAULT '', description_ar text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT '',
  image text,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  collection_id integer NOT NULL REFERENCES collections(id),
  slug text NOT NULL UNIQUE,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  image text,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX categories_collection_idx ON categories (collection_id);

CREATE TABLE brands (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL
);

CREATE TABLE attributes (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE attribute_values (
  id serial PRIMARY KEY,
  attribute_id integer NOT NULL REFERENCES attributes(id),
  value text NOT NULL,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX attribute_values_attribute_idx ON attribute_values (attribute_id);

CREATE TABLE products (
  id serial PRIMARY KEY,
  sku text NOT NULL UNIQUE,
  category_id integer NOT NULL REFERENCES categories(id),
  brand_id integer REFERENCES brands(id),
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  description_ku text NOT NULL DEFAULT '', description_ar text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT '',
  content_ku text NOT NULL DEFAULT '', content_ar text NOT NULL DEFAULT '', content_en text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price >= 0),
  original_price integer CHECK (original_price IS NULL OR original_price > price),
  stock integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  model text,
  capacity_liters double precision,
  net_capacity text,
  advantages jsonb NOT NULL DEFAULT '[]',
  images jsonb NOT NULL DEFAULT '[]',
  best_seller_rank integer,
  sales_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_title text NOT NULL DEFAULT '',
  search_body text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_body), 'B')
  ) STORED
);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_brand_idx ON products (brand_id);
CREATE INDEX products_price_idx ON products (price);
CREATE INDEX products_created_idx ON products (created_at);
CREATE INDEX products_search_vector_idx ON products USING gin (search_vector);

CREATE TABLE product_attribute_values (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  attribute_value_id integer NOT NULL REFERENCES attribute_values(id),
  PRIMARY KEY (product_id, attribute_value_id)
);
CREATE INDEX product_attribute_values_value_idx ON product_attribute_values (attribute_value_id);

CREATE TABLE specification_groups (
  id serial PRIMARY KEY,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE specifications (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES specification_groups(id),
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE product_specifications (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  specification_id integer NOT NULL REFERENCES specifications(id),
  value_ku text NOT NULL, value_ar text NOT NULL, value_en text NOT NULL,
  is_public boolean NOT NULL DEFAULT true,
  PRIMARY KEY (product_id, specification_id)
);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  page text NOT NULL,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  subtitle_ku text NOT NULL DEFAULT '', subtitle_ar text NOT NULL DEFAULT '', subtitle_en text NOT NULL DEFAULT '',
  image text,
  link text,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX banners_page_idx ON banners (page);

CREATE TABLE highlights (
  id serial PRIMARY KEY,
  page text NOT NULL,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  description_ku text NOT NULL DEFAULT '', description_ar text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT '',
  icon text,
  link text,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX highlights_page_idx ON highlights (page);

CREATE TABLE articles (
  id serial PRIMARY KEY,
  type text NOT NULL,
  slug text NOT NULL UNIQUE,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  summary_ku text NOT NULL DEFAULT '', summary_ar text NOT NULL DEFAULT '', summary_en text NOT NULL DEFAULT '',
  body_ku text NOT NULL DEFAULT '', body_ar text NOT NULL DEFAULT '', body_en text NOT NULL DEFAULT '',
  image text,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_type_idx ON articles (type);

CREATE TABLE countries (
  id serial PRIMARY KEY,
  iso2 text NOT NULL UNIQUE,
  calling_code text NOT NULL,
  name_ku text NOT NULL, name_ar text NOT NULL, name_en text NOT NULL
);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  country_id integer NOT NULL REFERENCES countries(id),
  name_ku text NOT NULL, name_ar text NOT NULL, name_en text NOT NULL,
  delivery_price integer NOT NULL CHECK (delivery_price >= 0),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE showrooms (
  id serial PRIMARY KEY,
  city_id integer NOT NULL REFERENCES cities(id),
  name_ku text NOT NULL, name_ar text NOT NULL, name_en text NOT NULL,
  address_ku text NOT NULL, address_ar text NOT NULL, address_en text NOT NULL,
  phone text NOT NULL,
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  opening_hours jsonb NOT NULL DEFAULT '[]',
  image text,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE payment_methods (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  description_ku text NOT NULL DEFAULT '', description_ar text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE website_socials (
  id serial PRIMARY KEY,
  platform text NOT NULL,
  url text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE contacts (
  id serial PRIMARY KEY,
  type text NOT NULL,
  value text NOT NULL,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE meta_entries (
  id serial PRIMARY KEY,
  page text NOT NULL UNIQUE,
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  description_ku text NOT NULL DEFAULT '', description_ar text NOT NULL DEFAULT '', description_en text NOT NULL DEFAULT ''
);

CREATE TABLE search_vocabulary (
  word text PRIMARY KEY,
  doc_count integer NOT NULL DEFAULT 0
);
CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops);
