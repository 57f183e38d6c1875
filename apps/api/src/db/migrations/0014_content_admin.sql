-- What the back office needs to run the shop's content without a deploy.
--
-- Banners, highlights, showrooms and cities can be switched off without deleting them (a seasonal banner comes
-- back next year; a city the couriers stop serving keeps its past orders). The storefront reads only active rows.
ALTER TABLE banners ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE highlights ADD COLUMN active boolean NOT NULL DEFAULT true;
-- Highlights had an icon only; a picture lets a highlight stand for a brand or a campaign.
ALTER TABLE highlights ADD COLUMN image text;
ALTER TABLE showrooms ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE cities ADD COLUMN active boolean NOT NULL DEFAULT true;

-- An article is written before it is shown: a draft keeps its date but stays off the storefront and the sitemap.
ALTER TABLE articles ADD COLUMN published boolean NOT NULL DEFAULT true;

-- An address or an opening-hours line is words, and words differ per language; a phone number or an email is
-- the same in all three. The value_* columns hold the worded ones; `value` stays the one for every language.
ALTER TABLE contacts ADD COLUMN value_ku text NOT NULL DEFAULT '';
ALTER TABLE contacts ADD COLUMN value_ar text NOT NULL DEFAULT '';
ALTER TABLE contacts ADD COLUMN value_en text NOT NULL DEFAULT '';

-- The inbox opens on what is still to answer.
CREATE INDEX contact_messages_unhandled ON contact_messages (created_at DESC, id DESC) WHERE handled_at IS NULL;
