// The storefront's content as staff edit it: banners and highlights per page, articles, showrooms, social
// accounts and contacts. Each kind says how a body becomes columns and how a row is shown (records.ts does the
// rest). Article bodies are sanitized here, on the way in, so no unsafe HTML is ever stored.
import {
  WORDED_CONTACT_TYPES,
  type ArticleCreateBody,
  type ArticleView,
  type BannerView,
  type ContactView,
  type HighlightView,
  type ShowroomView,
  type SocialView,
  type ArticlePatchBody,
  type BannerCreateBody,
  type BannerPatchBody,
  type ContactCreateBody,
  type ContactPatchBody,
  type HighlightCreateBody,
  type HighlightPatchBody,
  type ShowroomCreateBody,
  type ShowroomPatchBody,
  type SocialCreateBody,
  type SocialPatchBody,
} from '@dukan/core/contract/admin-content';
import type { OpeningPeriod } from '@dukan/core/content/opening-hours';
import { desc } from 'drizzle-orm';
import type { z } from 'zod';
import { articles, banners, contacts, highlights, showrooms, websiteSocials } from '../../db/schema';
import { isoTimestamp } from '../catalogue/localize';
import { columnsOf, localizedOf, sentFields } from './localized';
import type { RecordKind } from './records';
import { sanitizeHtml } from '@dukan/core/content/sanitize-html';

type Row = Record<string, unknown>;
const nullableString = (value: unknown) => (typeof value === 'string' ? value : null);

export const bannerKind: RecordKind<z.output<typeof BannerCreateBody>, z.output<typeof BannerPatchBody>, BannerView> = {
  entity: 'banner',
  table: banners,
  key: banners.id,
  sort: banners.sort,
  group: { column: banners.page, field: 'page' },
  tag: 'content',
  notFound: 'banner_not_found',
  pictures: ['image'],
  columns: (body) => ({
    ...sentFields(body, ['page', 'image', 'link', 'sort', 'active']),
    ...columnsOf('title', body.title),
    ...columnsOf('subtitle', body.subtitle),
  }),
  view: (r: Row) => ({
    id: r.id as number,
    page: r.page as string,
    title: localizedOf(r, 'title'),
    subtitle: localizedOf(r, 'subtitle'),
    image: nullableString(r.image),
    link: nullableString(r.link),
    sort: r.sort as number,
    active: r.active as boolean,
  }),
};

export const highlightKind: RecordKind<
  z.output<typeof HighlightCreateBody>,
  z.output<typeof HighlightPatchBody>,
  HighlightView
> = {
  entity: 'highlight',
  table: highlights,
  key: highlights.id,
  sort: highlights.sort,
  group: { column: highlights.page, field: 'page' },
  tag: 'content',
  notFound: 'highlight_not_found',
  pictures: ['image'],
  columns: (body) => ({
    ...sentFields(body, ['page', 'icon', 'image', 'link', 'sort', 'active']),
    ...columnsOf('title', body.title),
    ...columnsOf('description', body.description),
  }),
  view: (r: Row) => ({
    id: r.id as number,
    page: r.page as string,
    title: localizedOf(r, 'title'),
    description: localizedOf(r, 'description'),
    icon: nullableString(r.icon),
    image: nullableString(r.image),
    link: nullableString(r.link),
    sort: r.sort as number,
    active: r.active as boolean,
  }),
};

export const articleKind: RecordKind<
  z.output<typeof ArticleCreateBody>,
  z.output<typeof ArticlePatchBody>,
  ArticleView
> = {
  entity: 'article',
  table: articles,
  key: articles.id,
  orderBy: [desc(articles.published_at), desc(articles.id)],
  tag: 'content',
  notFound: 'article_not_found',
  pictures: ['image'],
  unique: { field: 'slug', key: 'article_slug_taken' },
  columns: (body) => ({
    ...sentFields(body, ['type', 'slug', 'image', 'published']),
    ...(body.published_at === undefined ? {} : { published_at: new Date(body.published_at) }),
    ...columnsOf('title', body.title),
    ...columnsOf('summary', body.summary),
    ...columnsOf('body', body.body, sanitizeHtml),
  }),
  view: (r: Row) => ({
    id: r.id as number,
    type: r.type as string,
    slug: r.slug as string,
    title: localizedOf(r, 'title'),
    summary: localizedOf(r, 'summary'),
    body: localizedOf(r, 'body'),
    image: nullableString(r.image),
    published_at: isoTimestamp(r.published_at as Date | string),
    published: r.published as boolean,
  }),
};

export const showroomKind: RecordKind<
  z.output<typeof ShowroomCreateBody>,
  z.output<typeof ShowroomPatchBody>,
  ShowroomView
> = {
  entity: 'showroom',
  table: showrooms,
  key: showrooms.id,
  sort: showrooms.sort,
  tag: 'content',
  notFound: 'showroom_not_found',
  pictures: ['image'],
  reference: { field: 'city_id', key: 'city_not_found' },
  columns: (body) => ({
    ...sentFields(body, ['city_id', 'phone', 'opening_hours', 'image', 'sort', 'active']),
    ...(body.pin ? { lat: body.pin.lat, lng: body.pin.lng } : {}),
    ...columnsOf('name', body.name),
    ...columnsOf('address', body.address),
  }),
  view: (r: Row) => ({
    id: r.id as number,
    city_id: r.city_id as number,
    name: localizedOf(r, 'name'),
    address: localizedOf(r, 'address'),
    phone: r.phone as string,
    pin: { lat: r.lat as number, lng: r.lng as number },
    opening_hours: Array.isArray(r.opening_hours) ? (r.opening_hours as OpeningPeriod[]) : [],
    image: nullableString(r.image),
    sort: r.sort as number,
    active: r.active as boolean,
  }),
};

export const socialKind: RecordKind<z.output<typeof SocialCreateBody>, z.output<typeof SocialPatchBody>, SocialView> = {
  entity: 'social',
  table: websiteSocials,
  key: websiteSocials.id,
  sort: websiteSocials.sort,
  tag: 'content',
  notFound: 'social_not_found',
  columns: (body) => sentFields(body, ['platform', 'url', 'sort']),
  view: (r: Row) => ({
    id: r.id as number,
    platform: r.platform as string,
    url: r.url as string,
    sort: r.sort as number,
  }),
};

export const contactKind: RecordKind<
  z.output<typeof ContactCreateBody>,
  z.output<typeof ContactPatchBody>,
  ContactView
> = {
  entity: 'contact',
  table: contacts,
  key: contacts.id,
  sort: contacts.sort,
  tag: 'content',
  notFound: 'contact_not_found',
  columns: (body) => {
    const worded = body.type !== undefined && WORDED_CONTACT_TYPES.includes(body.type);
    // A worded contact's Kurdish words stand in as `value`, so a reader that knows only `value` still shows it.
    const value = body.value ?? (worded && body.value_localized ? body.value_localized.ku : undefined);
    return {
      ...sentFields(body, ['type', 'sort']),
      ...(value === undefined ? {} : { value }),
      ...columnsOf('title', body.title),
      ...columnsOf('value', body.value_localized),
    };
  },
  view: (r: Row) => ({
    id: r.id as number,
    type: r.type as string,
    title: localizedOf(r, 'title'),
    value: r.value as string,
    value_localized: localizedOf(r, 'value'),
    sort: r.sort as number,
  }),
};
