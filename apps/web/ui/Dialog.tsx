'use client';

import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { getAlert } from '@/lib/alerts/store';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

interface Props {
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  closeLabel: string;
  /** alertdialog for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape and the backdrop close it, page scroll is
 * locked, and focus returns where it was. Not the native <dialog>: its top layer would hide the
 * notification overlay, and server errors raised while it is open must stay visible above it.
 */
export function Dialog({ labelledBy, describedBy, onClose, closeLabel, role = 'dialog', children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const node = panel.current;
    // A field that focused itself on mount (autoFocus) keeps the focus; otherwise the marked or the panel.
    if (node && !node.contains(document.activeElement)) {
      (node.querySelector<HTMLElement>('[data-autofocus]') ?? node).focus();
    }
    return () => {
      root.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    // A widget inside (the phone field's country list) already used this key, e.g. Escape to close itself.
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // The first Escape dismisses an alert shown over the dialog (the overlay handles it), not the dialog.
      if (getAlert()) return;
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.offsetParent !== null);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === firstItem || active === panel.current)) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && active === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-[80] flex items-end justify-center overflow-y-auto bg-stone-950/50 sm:items-center sm:p-4">
      {/* The backdrop is a button for pointer users; keyboard users have Escape and the close button. */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="fixed inset-0 h-full w-full cursor-default"
        onClick={() => close.current()}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-md rounded-t-2xl bg-white p-6 shadow-2xl outline-none sm:rounded-2xl"
      >
        <button
          type="button"
          onClick={() => close.current()}
          className="absolute end-3 top-3 rounded-full p-2 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
          aria-label={closeLabel}
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
