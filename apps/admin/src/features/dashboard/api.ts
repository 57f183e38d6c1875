// GET /api/admin/dashboard: sales of today and this week (Baghdad days), orders waiting, low stock, and
// the last 30 days for the chart. The shape is the contract's (packages/core/src/contract/admin-operations.ts).
import type { Dashboard } from '@dukan/core/contract/admin-operations';
import { api, type Envelope } from '../../lib/api';

export type { Dashboard };

export async function fetchDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return (await api.get<Envelope<Dashboard>>('/api/admin/dashboard', {}, signal)).data;
}
