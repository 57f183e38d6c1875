// The cart and wishlist of this browser tab, wired to the session and the real API. Created on first use
// in the browser (the header's cart link renders on every page, before the session starts, so the sign-in
// tasks are registered before the first sign-in); the server renders the empty snapshots.
import { showAlert } from '@/lib/alerts/store';
import { customerCallContext, getSession } from '@/lib/auth/browser-session';
import { isSignedIn } from '@/lib/auth/session';
import { onSignIn, onSignOut } from '@/lib/auth/sign-in-tasks';
import { browserStore } from '@/lib/auth/storage';
import { createCartStore, type CartStore } from './cart-store';
import type { BasketBroadcast, BasketDeps } from './store-kit';
import type { BasketNotice } from './types';
import { createWishlistStore, type WishlistStore } from './wishlist-store';

let stores: { cart: CartStore; wishlist: WishlistStore } | null = null;
let notices: Partial<Record<BasketNotice, string>> = {};

/** The translated success messages a guest sees (set by the header's cart link, which has them). */
export function setBasketNotices(texts: Partial<Record<BasketNotice, string>>): void {
  notices = texts;
}

const CHANNEL = 'dukan-basket';

function wire() {
  const session = getSession();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const deps: BasketDeps = {
    store: browserStore(),
    signedIn: () => isSignedIn(session.getSnapshot()),
    authorized: (call) => session.authorized(call),
    context: customerCallContext,
    calls: () => import('./server-calls').then((m) => m.basketCalls),
    notify: (notice) => {
      const message = notices[notice];
      if (message) showAlert({ type: 'success', message });
    },
    broadcast: (message) => channel?.postMessage(message),
  };
  const cart = createCartStore(deps);
  const wishlist = createWishlistStore(deps);

  onSignIn('cart', (context) => cart.signIn(context));
  onSignIn('wishlist', (context) => wishlist.signIn(context));
  onSignOut('cart', cart.signOut);
  onSignOut('wishlist', wishlist.signOut);

  const follow = () => {
    const snapshot = session.getSnapshot();
    if (snapshot.status === 'unauthenticated') {
      cart.useLocal();
      wishlist.useLocal();
    } else if (isSignedIn(snapshot)) {
      cart.expectServer();
      wishlist.expectServer();
    }
  };
  session.subscribe(follow);
  follow();

  // Another tab of the shop: a guest's change arrives as a storage event, a customer's as a broadcast.
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage) return;
    cart.onStorageChanged(event.key);
    wishlist.onStorageChanged(event.key);
  });
  if (channel) {
    channel.onmessage = (event: MessageEvent<BasketBroadcast>) => {
      const message = event.data;
      if (message?.kind === 'cart') cart.onBroadcast(message.cart);
      else if (message?.kind === 'wishlist') wishlist.onBroadcast(message.lines);
    };
  }
  return { cart, wishlist };
}

export function getCartStore(): CartStore {
  stores ??= wire();
  return stores.cart;
}

export function getWishlistStore(): WishlistStore {
  stores ??= wire();
  return stores.wishlist;
}
