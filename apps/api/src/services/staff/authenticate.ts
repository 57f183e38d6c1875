// Turns a back-office bearer token into the staff member behind it, or null. Staff access tokens are
// verified here (signature, audience, expiry) and the account and its session must still be active, so
// disabling a member of staff or signing them out everywhere takes effect at once.
//
// PLACEHOLDER until staff sign-in lands: no staff token is accepted yet.
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import type { AuthContext } from '../auth/context';

export async function authenticateStaffToken(_ctx: AuthContext, _token: string): Promise<StaffActor | null> {
  return null;
}
