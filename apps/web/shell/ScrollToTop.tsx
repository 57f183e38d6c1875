'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Spec §2: navigation scrolls smoothly to the top (instantly for people who prefer reduced motion).
 * In-page links (the skip link, a gallery's thumbnails) move the keyboard focus along with the view:
 * browsers only scroll to a target that is not a control, so screen readers stayed on the link and
 * the next Tab could start from it again.
 */
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

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return;
      const href = event.target.closest('a[href^="#"]')?.getAttribute('href');
      if (!href || href.length < 2) return;
      const target = document.getElementById(decodeURIComponent(href.slice(1)));
      if (!target) return;
      if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
      // The link's own navigation does the (smooth) scrolling.
      target.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
