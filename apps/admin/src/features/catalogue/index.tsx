import type { AdminFeature } from '../../app/feature';
export const catalogueFeature: AdminFeature = { namespace: 'catalogue', menu: [], routes: [] };
