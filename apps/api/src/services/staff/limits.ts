// How often staff sign-in may be tried: the customers' limits (services/auth/limits.ts), counted under
// names of their own so a flood on the storefront's sign-in never locks the back office out, or the reverse.
import { DEFAULT_AUTH_LIMITS as CUSTOMER, type AuthLimits } from '../auth/limits';
import type { RateLimitRule } from '../rate-limit/types';

const forStaff = (rule: RateLimitRule): RateLimitRule => ({ ...rule, name: `staff-${rule.name}` });

export const STAFF_AUTH_LIMITS: AuthLimits = {
  sendPerIdentifier: forStaff(CUSTOMER.sendPerIdentifier),
  sendPerIp: forStaff(CUSTOMER.sendPerIp),
  verifyPerIp: forStaff(CUSTOMER.verifyPerIp),
  loginPerIdentifier: forStaff(CUSTOMER.loginPerIdentifier),
  loginPerIp: forStaff(CUSTOMER.loginPerIp),
};
