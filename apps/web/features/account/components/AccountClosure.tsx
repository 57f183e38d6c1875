'use client';

import { useState } from 'react';
import { deactivateAccount, deleteAccount } from '@/features/account/customer-api';
import { getSession } from '@/lib/auth/browser-session';
import { useText } from '@/i18n/use-text';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { withCustomer } from '@/lib/auth/use-customer-call';

type Closure = 'deactivate' | 'delete';

/** Deactivate (reversible by signing in again) or delete (erases personal data) the account, after a confirmation. */
export function AccountClosure() {
  const tAccount = useText('account');
  const tAuth = useText('auth');
  const [asking, setAsking] = useState<Closure | null>(null);
  const [busy, setBusy] = useState(false);

  async function close(kind: Closure) {
    setBusy(true);
    const result = await withCustomer(kind === 'delete' ? deleteAccount : deactivateAccount);
    setBusy(false);
    setAsking(null);
    // Spec §4: deactivating ends with a logout; so does deleting. The API's own message ("deactivated",
    // "deleted") is the one to leave on screen, so the logout's is not shown.
    if (result.ok) await getSession().logout({ quiet: true });
  }

  const buttonClass = 'rounded-lg border border-red-700 px-4 py-2 font-medium text-red-800 hover:bg-red-50';
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-stone-700">{tAccount('account_deactivate_intro')}</p>
        <button type="button" onClick={() => setAsking('deactivate')} className={`mt-2 ${buttonClass}`}>
          {tAccount('account_deactivate')}
        </button>
      </div>
      <div>
        <p className="text-sm text-stone-700">{tAccount('account_delete_intro')}</p>
        <button type="button" onClick={() => setAsking('delete')} className={`mt-2 ${buttonClass}`}>
          {tAccount('account_delete')}
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title={asking === 'delete' ? tAccount('account_delete') : tAccount('account_deactivate')}
          body={asking === 'delete' ? tAccount('account_delete_confirm') : tAccount('account_deactivate_confirm')}
          confirmLabel={
            asking === 'delete'
              ? tAccount('account_delete_confirm_button')
              : tAccount('account_deactivate_confirm_button')
          }
          cancelLabel={tAccount('account_cancel')}
          busy={busy}
          busyLabel={tAuth('auth_busy')}
          onConfirm={() => void close(asking)}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </div>
  );
}
