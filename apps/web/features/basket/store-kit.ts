// What the cart and wishlist stores share: their dependencies, a change emitter for useSyncExternalStore,
// and a queue that runs server changes one at a time so answers are applied in the order they were asked.
import type { ApiError, Result } from '@/lib/api/result';
import type { CustomerCallContext } from '@/lib/auth/session-calls';
import type { KeyValueStore } from '@/lib/auth/storage';
import type { BasketCalls, ServerCart } from './server-calls';
import type { BasketNotice, BasketOutcome, WishlistLine } from './types';

export type BasketBroadcast = { kind: 'cart'; cart: ServerCart } | { kind: 'wishlist'; lines: WishlistLine[] };

export interface BasketDeps {
  store: KeyValueStore;
  /** Whether a customer is signed in right now: their lists are on the server. */
  signedIn: () => boolean;
  /** Runs a call with a valid access token (renewed and retried once when refused). */
  authorized: <T>(call: (token: string) => Promise<Result<T>>) => Promise<Result<T>>;
  context: () => CustomerCallContext;
  /** The API calls, loaded on first use. */
  calls: () => Promise<BasketCalls>;
  /** A guest's change succeeded: say so as the API would for a customer. */
  notify: (notice: BasketNotice) => void;
  /** Tells the shop's other open tabs about a customer's new list. */
  broadcast?: (message: BasketBroadcast) => void;
}

export function createEmitter<S>(initial: S) {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set(next: S) {
      snapshot = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The outcome of a refused server change: the API's status says which of the spec's reasons it was. */
export function refusalOf(error: ApiError): BasketOutcome {
  const reason =
    error.status === 409 ? 'sold_out' : error.status === 422 && error.errors?.quantity ? 'quantity_limit' : 'failed';
  return { ok: false, reason, message: error.message };
}
