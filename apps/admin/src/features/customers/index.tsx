import { Contact } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { CustomerDetailPage } from './CustomerDetailPage';
import { CustomersPage } from './CustomersPage';

export const customersFeature: AdminFeature = {
  namespace: 'customers',
  menu: [{ to: '/customers', label: 'title', icon: Contact, permission: 'customers:read' }],
  routes: [
    { path: 'customers', element: <CustomersPage />, permission: 'customers:read' },
    { path: 'customers/:id', element: <CustomerDetailPage />, permission: 'customers:read' },
  ],
};
