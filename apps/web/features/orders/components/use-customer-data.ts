'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Result } from '@/lib/api/result';
import type { CustomerCallContext } from '@/lib/auth/session-calls';
import { isSignedIn } from '@/lib/auth/session';
import { useSession } from '@/lib/auth/use-session';
import { withCustomer } from '@/lib/auth/use-customer-call';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; httpStatus: number; message: string } | { status: 'ready'; data: T };

/**
 * Loads a customer resource once the session says who is signed in, and again on `reload()`. `load` must be
 * stable (a module-level call such as listOrders): it is an effect dependency.
 */
export function useCustomerData<T>(load: (context: CustomerCallContext, token: string) => Promise<Result<T>>) {
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void withCustomer(load).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'error', httpStatus: result.error.status, message: result.error.message },
      );
    });
    return () => {
      live = false;
    };
  }, [signedIn, load, round]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setRound((n) => n + 1);
  }, []);

  /** Replaces the loaded data (after a change the API answered with, e.g. a cancelled order). */
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);

  return { state, reload, update };
}
