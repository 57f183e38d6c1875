'use client';

import { ShopLink } from '@/ui/ShopLink';
import { useSession } from '@/lib/auth/use-session';
import { isSignedIn } from '@/lib/auth/session';

/** Shown once the session knows the shopper is signed in: guests would only be sent home by the account page. */
export function RewardPointsLink({ href, label }: { href: string; label: string }) {
  const session = useSession();
  if (!isSignedIn(session) || session.guest) return null;
  return (
    <ShopLink
      href={href}
      className="inline-flex rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
    >
      {label}
    </ShopLink>
  );
}
