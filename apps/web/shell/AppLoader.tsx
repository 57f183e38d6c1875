'use client';

import { useSyncExternalStore } from 'react';
import { LogoMark } from '@/ui/Logo';

const subscribeNothing = () => () => {};

/**
 * The full-screen logo loader of spec §2. The server renders it; after hydration the client snapshot
 * says "mounted" and it unmounts (page scroll is locked by CSS only while it is in the document).
 */
export function AppLoader({ label }: { label: string }) {
  const mounted = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  if (mounted) return null;
  return (
    <div id="app-loader" role="status" aria-label={label}>
      <LogoMark className="h-16 w-16 text-brand-700" />
    </div>
  );
}
