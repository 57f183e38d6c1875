-- Messages from the contact form, and the pages a shop owner edits without a deploy (about us, privacy
-- policy, terms…). Categories, collections and showrooms keep no change time: the sitemap gives them no
-- lastmod rather than a made-up one.

-- Not linked to accounts: guests write too, and a phone number or email is what the shop answers. The client
-- address is kept only as an HMAC-SHA-256 keyed with the server's secret: the owner can see that messages came
-- from one sender (spam) without the shop storing anyone's IP address.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  phone text,
  email text,
  subject text NOT NULL,
  message text NOT NULL,
  locale text NOT NULL DEFAULT 'ku' CHECK (locale IN ('ku', 'ar', 'en')),
  ip_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz,
  CHECK (phone IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX contact_messages_newest ON contact_messages (created_at DESC, id DESC);

-- One row per page the storefront links in its footer; the body is HTML, sanitized by the storefront.
CREATE TABLE site_pages (
  slug text PRIMARY KEY
    CHECK (slug IN ('shop', 'categories', 'best-sellers', 'about-us', 'privacy-policy', 'terms', 'reward-points')),
  title_ku text NOT NULL, title_ar text NOT NULL DEFAULT '', title_en text NOT NULL DEFAULT '',
  body_ku text NOT NULL, body_ar text NOT NULL DEFAULT '', body_en text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);
