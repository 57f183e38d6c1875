'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * The narrow screens' "Filters" switch: a visually hidden checkbox whose label is the visible control and
 * whose :checked state shows the panel (CSS `peer-checked`), so it works without JavaScript. With it, Enter
 * opens and closes it like a button, and Escape closes it from anywhere in the panel, back on the switch.
 */
export function FiltersToggle({ id, panelId, labelledBy }: { id: string; panelId: string; labelledBy?: string }) {
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const toggle = input.current;
      // Hidden (wide screens, where the panel always shows) or already closed: nothing to close.
      if (event.key !== 'Escape' || !toggle?.checked || toggle.offsetParent === null) return;
      const active = document.activeElement;
      if (active !== toggle && !document.getElementById(panelId)?.contains(active)) return;
      toggle.checked = false;
      toggle.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [panelId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.click();
  };

  return (
    <input
      ref={input}
      type="checkbox"
      id={id}
      aria-controls={panelId}
      // Named by the "Filters" label alone: the drawer's close labels point at this switch too.
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className="peer sr-only lg:hidden"
    />
  );
}
