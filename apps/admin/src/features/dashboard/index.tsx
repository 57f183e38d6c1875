import { LayoutDashboard } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');

export const dashboardFeature: AdminFeature = {
  namespace: 'dashboard',
  menu: [{ to: '/', label: 'menu', icon: LayoutDashboard, permission: 'dashboard:read' }],
  routes: [{ path: '/', element: <DashboardPage />, permission: 'dashboard:read' }],
};
