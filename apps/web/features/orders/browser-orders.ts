// The orders loaded at sign-in (order-preload.ts), wired to this tab's session and the real API. The list call
// and its schemas load only when a customer signs in, so pages of guests do not ship them.
import type { Result } from '@/lib/api/result';
import { customerCallContext } from '@/lib/auth/browser-session';
import type { CustomerCallContext } from '@/lib/auth/session-calls';
import { onSignIn, onSignOut } from '@/lib/auth/sign-in-tasks';
import type { OrderListData } from './orders-api';
import { createOrderPreload, type OrderPreload } from './order-preload';

let preload: OrderPreload<OrderListData> | null = null;

/** Registers the "orders" sign-in task (once per tab); must run before the session's first sign-in. */
export function wireOrderPreload(): OrderPreload<OrderListData> {
  if (preload) return preload;
  const created = createOrderPreload<OrderListData>({
    now: () => Date.now(),
    load: async (context) => {
      const token = await context.getAccessToken();
      if (!token) return null;
      const { listOrders } = await import('./orders-api');
      return listOrders(customerCallContext(), token);
    },
  });
  onSignIn('orders', (context) => created.signIn(context));
  onSignOut('orders', () => created.forget());
  preload = created;
  return created;
}

/** The order history's loader: the list loaded at sign-in when it is fresh, otherwise a request of its own. */
export async function listOrdersAfterSignIn(
  context: CustomerCallContext,
  token: string,
): Promise<Result<OrderListData>> {
  const taken = await wireOrderPreload().take();
  if (taken) return taken;
  const { listOrders } = await import('./orders-api');
  return listOrders(context, token);
}

/** An order was placed: the list loaded at sign-in lacks it. */
export function forgetPreloadedOrders(): void {
  preload?.forget();
}
