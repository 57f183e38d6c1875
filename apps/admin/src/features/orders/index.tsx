import { ShoppingBag } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { OrderDetailPage } from './OrderDetailPage';
import { OrdersPage } from './OrdersPage';
import { PrintPage } from './PrintPage';

export const ordersFeature: AdminFeature = {
  namespace: 'orders',
  menu: [{ to: '/orders', label: 'title', icon: ShoppingBag, permission: 'orders:read' }],
  routes: [
    { path: 'orders', element: <OrdersPage />, permission: 'orders:read' },
    { path: 'orders/:id', element: <OrderDetailPage />, permission: 'orders:read' },
    { path: 'orders/:id/print/:doc', element: <PrintPage />, permission: 'orders:read' },
  ],
};
