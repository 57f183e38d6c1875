// On sign-in the customer's orders load together with the cart and wishlist (the shop's rule), so the order
// history opens with its list already there instead of starting a request of its own. The list loaded at
// sign-in is handed over once and only while it is fresh: after that (or after an order was placed, which the
// list would not show) the history asks the API again, so it never shows an older list than a reload would.
import type { Result } from '@/lib/api/result';
import type { SignInContext } from '@/lib/auth/sign-in-tasks';

/** How long the list loaded at sign-in may stand in for a request of the history page's own. */
export const PRELOADED_ORDERS_FRESH_MS = 60_000;

export interface OrderPreloadDeps<T> {
  /** Loads the list with the signed-in customer's token; null when the session ended meanwhile. */
  load: (context: SignInContext) => Promise<Result<T> | null>;
  now: () => number;
}

export function createOrderPreload<T>(deps: OrderPreloadDeps<T>) {
  let preloaded: { at: number; result: Promise<Result<T> | null> } | null = null;

  return {
    /** The sign-in task: starts loading; resolves when the list arrived (a failure is only logged by the caller). */
    async signIn(context: SignInContext): Promise<void> {
      const result = deps.load(context);
      preloaded = { at: deps.now(), result };
      const loaded = await result;
      if (loaded && !loaded.ok) throw new Error(`orders: ${loaded.error.status} ${loaded.error.message}`);
    },
    /** Signed out, or an order was placed or changed: the list loaded at sign-in no longer stands. */
    forget(): void {
      preloaded = null;
    },
    /** The list loaded at sign-in, once, if it is fresh and arrived well; otherwise null (ask the API). */
    async take(): Promise<Result<T> | null> {
      const current = preloaded;
      preloaded = null;
      if (!current || deps.now() - current.at > PRELOADED_ORDERS_FRESH_MS) return null;
      const result = await current.result;
      return result?.ok ? result : null;
    },
  };
}

export type OrderPreload<T> = ReturnType<typeof createOrderPreload<T>>;
