import {
  Contact,
  FileText,
  GalleryHorizontal,
  Inbox,
  Newspaper,
  Search,
  Share2,
  Sparkles,
  Store,
  Truck,
} from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const ArticleFormPage = lazyPage(() => import('./ArticleFormPage'), 'ArticleFormPage');
const ArticlesPage = lazyPage(() => import('./ArticlesPage'), 'ArticlesPage');
const BlockFormPage = lazyPage(() => import('./BlockFormPage'), 'BlockFormPage');
const BlocksPage = lazyPage(() => import('./BlocksPage'), 'BlocksPage');
const DeliveryPage = lazyPage(() => import('./DeliveryPage'), 'DeliveryPage');
const ContactFormPage = lazyPage(() => import('./ContactsPage'), 'ContactFormPage');
const ContactsPage = lazyPage(() => import('./ContactsPage'), 'ContactsPage');
const InboxPage = lazyPage(() => import('./InboxPage'), 'InboxPage');
const MetaEntriesPage = lazyPage(() => import('./MetaEntriesPage'), 'MetaEntriesPage');
const MetaEntryFormPage = lazyPage(() => import('./MetaEntriesPage'), 'MetaEntryFormPage');
const ShowroomFormPage = lazyPage(() => import('./ShowroomFormPage'), 'ShowroomFormPage');
const ShowroomsPage = lazyPage(() => import('./ShowroomsPage'), 'ShowroomsPage');
const SitePageFormPage = lazyPage(() => import('./SitePagesPage'), 'SitePageFormPage');
const SitePagesPage = lazyPage(() => import('./SitePagesPage'), 'SitePagesPage');
const SocialFormPage = lazyPage(() => import('./SocialsPage'), 'SocialFormPage');
const SocialsPage = lazyPage(() => import('./SocialsPage'), 'SocialsPage');

const edit = 'content:edit' as const;

export const contentFeature: AdminFeature = {
  namespace: 'content',
  menu: [
    { to: '/content/banners', label: 'banners', icon: GalleryHorizontal, permission: edit },
    { to: '/content/highlights', label: 'highlights', icon: Sparkles, permission: edit },
    { to: '/content/articles', label: 'articles', icon: Newspaper, permission: edit },
    { to: '/content/pages', label: 'site_pages', icon: FileText, permission: edit },
    { to: '/content/showrooms', label: 'showrooms', icon: Store, permission: edit },
    { to: '/content/meta', label: 'meta_entries', icon: Search, permission: edit },
    { to: '/content/socials', label: 'socials', icon: Share2, permission: edit },
    { to: '/content/contacts', label: 'contacts', icon: Contact, permission: edit },
    { to: '/delivery', label: 'delivery', icon: Truck, permission: 'shop:delivery' },
    { to: '/inbox', label: 'inbox', icon: Inbox, permission: 'messages:manage' },
  ],
  routes: [
    ...(['banners', 'highlights'] as const).flatMap((kind) => [
      { path: `content/${kind}`, element: <BlocksPage key={kind} kind={kind} />, permission: edit },
      { path: `content/${kind}/new`, element: <BlockFormPage key={`${kind}-new`} kind={kind} />, permission: edit },
      { path: `content/${kind}/:id`, element: <BlockFormPage key={`${kind}-edit`} kind={kind} />, permission: edit },
    ]),
    { path: 'content/articles', element: <ArticlesPage />, permission: edit },
    { path: 'content/articles/new', element: <ArticleFormPage />, permission: edit },
    { path: 'content/articles/:id', element: <ArticleFormPage />, permission: edit },
    { path: 'content/pages', element: <SitePagesPage />, permission: edit },
    { path: 'content/pages/:slug', element: <SitePageFormPage />, permission: edit },
    { path: 'content/showrooms', element: <ShowroomsPage />, permission: edit },
    { path: 'content/showrooms/new', element: <ShowroomFormPage />, permission: edit },
    { path: 'content/showrooms/:id', element: <ShowroomFormPage />, permission: edit },
    { path: 'content/meta', element: <MetaEntriesPage />, permission: edit },
    { path: 'content/meta/new', element: <MetaEntryFormPage />, permission: edit },
    { path: 'content/meta/:page', element: <MetaEntryFormPage />, permission: edit },
    { path: 'content/socials', element: <SocialsPage />, permission: edit },
    { path: 'content/socials/new', element: <SocialFormPage />, permission: edit },
    { path: 'content/socials/:id', element: <SocialFormPage />, permission: edit },
    { path: 'content/contacts', element: <ContactsPage />, permission: edit },
    { path: 'content/contacts/new', element: <ContactFormPage />, permission: edit },
    { path: 'content/contacts/:id', element: <ContactFormPage />, permission: edit },
    { path: 'delivery', element: <DeliveryPage />, permission: 'shop:delivery' },
    { path: 'inbox', element: <InboxPage />, permission: 'messages:manage' },
  ],
};
