// What a feature folder gives the app: its menu entries and its screens. A feature is added with one line
// in features.ts; its texts are found by folder name (src/features/<name>/messages/*.json).
import type { StaffPermission } from '@dukan/core/contract/staff';
import type { LucideIcon } from 'lucide-react';
import type { ReactElement } from 'react';

export interface MenuEntry {
  /** Path under /admin, e.g. '/products'. */
  to: string;
  /** Key of the label in the feature's namespace. */
  label: string;
  icon: LucideIcon;
  /** Shown only to roles holding it (the server refuses the others anyway). */
  permission: StaffPermission;
}

export interface FeatureRoute {
  /** Relative to /admin, e.g. 'products/:id'. */
  path: string;
  element: ReactElement;
  permission: StaffPermission;
}

export interface AdminFeature {
  /** The feature folder's name, which is also its texts' namespace. */
  namespace: string;
  menu: MenuEntry[];
  routes: FeatureRoute[];
}
