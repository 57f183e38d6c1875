import { describe, expect, it } from 'vitest';
import { permissionsOf, staffCan, STAFF_PERMISSION_NAMES } from './staff';

describe('staff permissions', () => {
  it('gives the owner every permission', () => {
    expect(permissionsOf('owner')).toEqual(STAFF_PERMISSION_NAMES);
  });

  it('keeps staff and shop settings to the owner', () => {
    for (const role of ['manager', 'editor', 'support'] as const) {
      expect(staffCan(role, 'staff:manage')).toBe(false);
      expect(staffCan(role, 'settings:manage')).toBe(false);
    }
  });

  it('lets an editor write texts and content but not prices, orders or customers', () => {
    expect(staffCan('editor', 'catalogue:edit')).toBe(true);
    expect(staffCan('editor', 'content:edit')).toBe(true);
    expect(staffCan('editor', 'catalogue:prices')).toBe(false);
    expect(staffCan('editor', 'orders:read')).toBe(false);
    expect(staffCan('editor', 'customers:read')).toBe(false);
  });

  it('lets support handle orders, customers and messages with the catalogue read-only', () => {
    expect(staffCan('support', 'orders:manage')).toBe(true);
    expect(staffCan('support', 'customers:manage')).toBe(true);
    expect(staffCan('support', 'messages:manage')).toBe(true);
    expect(staffCan('support', 'catalogue:read')).toBe(true);
    expect(staffCan('support', 'catalogue:edit')).toBe(false);
    expect(staffCan('support', 'catalogue:prices')).toBe(false);
  });
});
