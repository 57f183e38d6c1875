import { ScrollText } from 'lucide-react';
import type { AdminFeature } from '../../app/feature';
import { AuditLogPage } from './AuditLogPage';

export const auditFeature: AdminFeature = {
  namespace: 'audit',
  menu: [{ to: '/audit-log', label: 'title', icon: ScrollText, permission: 'audit:read' }],
  routes: [{ path: 'audit-log', element: <AuditLogPage />, permission: 'audit:read' }],
};
