import { Contact } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const CustomerDetailPage = lazyPage(() => import('./CustomerDetailPage'), 'CustomerDetailPage');
const CustomersPage = lazyPage(() => import('./CustomersPage'), 'CustomersPage');

export const customersFeature: AdminFeature = {
  namespace: 'customers',
  menu: [{ to: '/customers', label: 'title', icon: Contact, permission: 'customers:read' }],
  routes: [
    { path: 'customers', element: <CustomersPage />, permission: 'customers:read' },
    { path: 'customers/:id', element: <CustomerDetailPage />, permission: 'customers:read' },
  ],
};
