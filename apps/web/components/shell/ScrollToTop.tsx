'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Spec §2: navigation scrolls smoothly to the top (instantly for people who prefer reduced motion). */
export function ScrollToTop() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const location = `${pathname}?${search}`;
    if (previous.current !== null && previous.current !== location) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    }
    previous.current = location;
  }, [pathname, search]);
  return null;
}
