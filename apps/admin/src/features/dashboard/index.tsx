import type { AdminFeature } from '../../app/feature';
export const dashboardFeature: AdminFeature = { namespace: 'dashboard', menu: [], routes: [] };
