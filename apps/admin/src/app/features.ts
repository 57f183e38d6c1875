// Every feature of the back office, in menu order. Adding one: create src/features/<name>/ with an
// index.tsx exporting an AdminFeature, and add it here (see apps/admin/README.md).
import { auditFeature } from '../features/audit';
import { catalogueFeature } from '../features/catalogue';
import { contentFeature } from '../features/content';
import { customersFeature } from '../features/customers';
import { dashboardFeature } from '../features/dashboard';
import { ordersFeature } from '../features/orders';
import { promotionsFeature } from '../features/promotions';
import { staffFeature } from '../features/staff';
import type { AdminFeature } from './feature';

export const FEATURES: AdminFeature[] = [
  dashboardFeature,
  ordersFeature,
  customersFeature,
  promotionsFeature,
  catalogueFeature,
  contentFeature,
  staffFeature,
  auditFeature,
];
