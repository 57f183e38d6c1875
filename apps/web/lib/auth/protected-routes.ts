// Spec §2/§6: checkout, payment-success and every route whose name begins with "account" need a signed-in
// customer; guests opening one are sent to '/'.
import { isLocale } from '@dukan/core/locales';

const PROTECTED_SEGMENT = /^(?:checkout|payment-success|account[\w-]*)$/;

export function isProtectedPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] !== undefined && isLocale(segments[0]) ? segments[1] : segments[0];
  return first !== undefined && PROTECTED_SEGMENT.test(first.toLowerCase());
}

/** Where a guest goes instead (spec §4: '/'). */
export const GUEST_LANDING_PATH = '/';
