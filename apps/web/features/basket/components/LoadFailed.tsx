'use client';

import { useState } from 'react';

/** A customer's list that could not be loaded: say so and offer to try again. */
export function LoadFailed({
  message,
  retryLabel,
  retry,
}: {
  message: string;
  retryLabel: string;
  retry: () => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-white p-10 text-center">
      <p className="font-medium text-red-700">{message}</p>
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await retry();
          setBusy(false);
        }}
        className="mt-4 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {retryLabel}
      </button>
    </div>
  );
}
