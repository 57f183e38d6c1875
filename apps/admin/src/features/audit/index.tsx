import type { AdminFeature } from '../../app/feature';
export const auditFeature: AdminFeature = { namespace: 'audit', menu: [], routes: [] };
