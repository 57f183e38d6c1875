import { KeyRound, Users } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const ApiKeysPage = lazyPage(() => import('./ApiKeysPage'), 'ApiKeysPage');
const StaffPage = lazyPage(() => import('./StaffPage'), 'StaffPage');

export const staffFeature: AdminFeature = {
  namespace: 'staff',
  menu: [
    { to: '/staff', label: 'title', icon: Users, permission: 'staff:manage' },
    { to: '/api-keys', label: 'api_keys', icon: KeyRound, permission: 'settings:manage' },
  ],
  routes: [
    { path: 'staff', element: <StaffPage />, permission: 'staff:manage' },
    { path: 'api-keys', element: <ApiKeysPage />, permission: 'settings:manage' },
  ],
};
