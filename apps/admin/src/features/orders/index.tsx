import { ShoppingBag } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const OrderDetailPage = lazyPage(() => import('./OrderDetailPage'), 'OrderDetailPage');
const OrdersPage = lazyPage(() => import('./OrdersPage'), 'OrdersPage');
const PrintPage = lazyPage(() => import('./PrintPage'), 'PrintPage');

export const ordersFeature: AdminFeature = {
  namespace: 'orders',
  menu: [{ to: '/orders', label: 'title', icon: ShoppingBag, permission: 'orders:read' }],
  routes: [
    { path: 'orders', element: <OrdersPage />, permission: 'orders:read' },
    { path: 'orders/:id', element: <OrderDetailPage />, permission: 'orders:read' },
    { path: 'orders/:id/print/:doc', element: <PrintPage />, permission: 'orders:read' },
  ],
};
