// Who made a back-office call: a member of staff (signed in), an API key an owner created, the
// ADMIN_API_TOKEN of scripts, or the shop itself (jobs). The audit log records it as given here.
import type { StaffRole } from './staff';

export interface StaffActor {
  kind: 'staff' | 'api_key' | 'token' | 'system';
  /** The staff member's or key's id; null for the configured token and the system. */
  id: string | null;
  /** What a reader of the audit log sees: an email, a key's name, 'ADMIN_API_TOKEN'. */
  label: string;
  role: StaffRole;
  /** The sign-in (refresh-token family) a staff call came through, so it can be revoked. */
  sessionId?: string;
}
