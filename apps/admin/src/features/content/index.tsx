import { FileText, GalleryHorizontal, Inbox, Newspaper, Sparkles, Store, Truck } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { ArticleFormPage } from './ArticleFormPage';
import { ArticlesPage } from './ArticlesPage';
import { BlockFormPage } from './BlockFormPage';
import { BlocksPage } from './BlocksPage';
import { DeliveryPage } from './DeliveryPage';
import { InboxPage } from './InboxPage';
import { ShowroomFormPage } from './ShowroomFormPage';
import { ShowroomsPage } from './ShowroomsPage';
import { SitePageFormPage, SitePagesPage } from './SitePagesPage';

const edit = 'content:edit' as const;

export const contentFeature: AdminFeature = {
  namespace: 'content',
  menu: [
    { to: '/content/banners', label: 'banners', icon: GalleryHorizontal, permission: edit },
    { to: '/content/highlights', label: 'highlights', icon: Sparkles, permission: edit },
    { to: '/content/articles', label: 'articles', icon: Newspaper, permission: edit },
    { to: '/content/pages', label: 'site_pages', icon: FileText, permission: edit },
    { to: '/content/showrooms', label: 'showrooms', icon: Store, permission: edit },
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
    { path: 'delivery', element: <DeliveryPage />, permission: 'shop:delivery' },
    { path: 'inbox', element: <InboxPage />, permission: 'messages:manage' },
  ],
};
