import type { AdminFeature } from '../../app/feature';
export const staffFeature: AdminFeature = { namespace: 'staff', menu: [], routes: [] };
