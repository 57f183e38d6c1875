'use client';

import { useId } from 'react';
import { Dialog } from './Dialog';

interface Props {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  busyLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be taken back; "no" has the focus first. */
export function ConfirmDialog({ title, body, confirmLabel, cancelLabel, busy, busyLabel, onConfirm, onCancel }: Props) {
  const id = useId();
  return (
    <Dialog
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      onClose={onCancel}
      closeLabel={cancelLabel}
    >
      <h2 id={`${id}-title`} className="pe-8 text-lg font-bold">
        {title}
      </h2>
      <p id={`${id}-body`} className="mt-2 text-stone-700">
        {body}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          data-autofocus=""
          onClick={onCancel}
          className="rounded-lg border border-stone-300 px-4 py-2 font-medium text-stone-800 hover:bg-stone-100"
        >
          {cancelLabel}
        </button>
        {/* Busy, it ignores presses but keeps the focus (a disabled button would drop it out of the dialog). */}
        <button
          type="button"
          onClick={busy ? undefined : onConfirm}
          aria-disabled={busy || undefined}
          className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
