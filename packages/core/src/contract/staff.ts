// Who may do what in the back office. The server checks every admin route against this table
// (apps/api/src/http/staff-guard.ts); the back office only hides what the server would refuse anyway.
import { z } from 'zod';

export const STAFF_ROLES = ['owner', 'manager', 'editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES, { message: 'staff_role_invalid' });

const ALL: readonly StaffRole[] = STAFF_ROLES;
const RUNS_THE_SHOP: readonly StaffRole[] = ['owner', 'manager'];
const WRITES_TEXTS: readonly StaffRole[] = ['owner', 'manager', 'editor'];
const SERVES_CUSTOMERS: readonly StaffRole[] = ['owner', 'manager', 'support'];

/**
 * Each permission and the roles that hold it:
 * - owner: everything, including staff, API keys and shop settings;
 * - manager: everything except staff and shop settings;
 * - editor: catalogue texts and pictures, and all content; not prices, stock, orders or customers;
 * - support: orders, customers and contact messages; the catalogue read-only.
 */
export const STAFF_PERMISSIONS = {
  /** Read products, categories, collections, brands, attributes, stock. */
  'catalogue:read': ALL,
  /** Texts, pictures, taxonomy (categories, collections, brands, attributes), search synonyms. */
  'catalogue:edit': WRITES_TEXTS,
  /** Create and delete products; price, original price, discount, stock, active; CSV import. */
  'catalogue:prices': RUNS_THE_SHOP,
  /** Upload pictures. */
  'media:upload': WRITES_TEXTS,
  /** Banners, highlights, articles, showrooms, site pages, meta entries, socials, contacts. */
  'content:edit': WRITES_TEXTS,
  /** Cities and delivery prices, payment methods on or off. */
  'shop:delivery': RUNS_THE_SHOP,
  'orders:read': SERVES_CUSTOMERS,
  /** Start, deliver, cancel; FIB status, cancel and refund. */
  'orders:manage': SERVES_CUSTOMERS,
  'customers:read': SERVES_CUSTOMERS,
  /** Disable a customer account. */
  'customers:manage': SERVES_CUSTOMERS,
  /** The contact-message inbox. */
  'messages:manage': SERVES_CUSTOMERS,
  'promotions:read': SERVES_CUSTOMERS,
  /** Vouchers, reward-point rules, offers. */
  'promotions:manage': RUNS_THE_SHOP,
  /** Sales figures, orders waiting, low stock. */
  'dashboard:read': SERVES_CUSTOMERS,
  'audit:read': RUNS_THE_SHOP,
  /** Staff accounts, their roles and sessions. */
  'staff:manage': ['owner'],
  /** Shop settings and API keys. */
  'settings:manage': ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;
export const STAFF_PERMISSION_NAMES = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];

export function staffCan(role: StaffRole, permission: StaffPermission): boolean {
  return (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** Every permission a role holds: the back office asks this to decide what to show. */
export function permissionsOf(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSION_NAMES.filter((p) => staffCan(role, p));
}
