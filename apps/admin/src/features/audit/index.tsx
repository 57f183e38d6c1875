import { ScrollText } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

const AuditLogPage = lazyPage(() => import('./AuditLogPage'), 'AuditLogPage');

export const auditFeature: AdminFeature = {
  namespace: 'audit',
  menu: [{ to: '/audit-log', label: 'title', icon: ScrollText, permission: 'audit:read' }],
  routes: [{ path: 'audit-log', element: <AuditLogPage />, permission: 'audit:read' }],
};
