// How often the abusable auth calls may be made. Sending codes costs money and can flood a stranger's
// phone; verifying and logging in can be brute-forced. Counted per identifier (the account side) and per
// client IP, in the shared rate-limit store (Redis when several API processes run).
import type { RateLimitRule } from '../rate-limit/types';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export interface AuthLimits {
  sendPerIdentifier: RateLimitRule;
  sendPerIp: RateLimitRule;
  verifyPerIp: RateLimitRule;
  loginPerIdentifier: RateLimitRule;
  loginPerIp: RateLimitRule;
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  sendPerIdentifier: { name: 'code-send:identifier', limit: 5, windowMs: FIFTEEN_MINUTES },
  sendPerIp: { name: 'code-send:ip', limit: 30, windowMs: FIFTEEN_MINUTES },
  verifyPerIp: { name: 'code-verify:ip', limit: 60, windowMs: FIFTEEN_MINUTES },
  loginPerIdentifier: { name: 'login:identifier', limit: 10, windowMs: FIFTEEN_MINUTES },
  loginPerIp: { name: 'login:ip', limit: 30, windowMs: FIFTEEN_MINUTES },
};
