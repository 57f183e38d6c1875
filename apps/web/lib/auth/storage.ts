// The few things accounts keep in the browser's local storage (spec §4, §9). Never the access token: that
// lives in memory only (session.ts); the refresh token is an httpOnly cookie the page cannot read.

/** Local storage keys. `cart`, `wishlist` and `veriId` are the spec's names. */
export const STORAGE_KEYS = {
  cart: 'cart',
  wishlist: 'wishlist',
  verificationId: 'veriId',
  /** 'guest' while a guest session runs (spec §4). */
  loginType: 'loginType',
  /** When the guest session started, in epoch milliseconds. */
  loginTimestamp: 'loginTimestamp',
  /**
   * Set while a refresh cookie is believed to exist, so a first visit does not ask the API for a token it
   * cannot have (a 401 on every page of every anonymous shopper). Cleared on logout and on a refused refresh.
   */
  signedIn: 'signedIn',
} as const;

/** The keys a logout removes: the guest's local cart and wishlist, the verification id and the login markers. */
export const LOGOUT_KEYS = [
  STORAGE_KEYS.cart,
  STORAGE_KEYS.wishlist,
  STORAGE_KEYS.verificationId,
  STORAGE_KEYS.loginType,
  STORAGE_KEYS.loginTimestamp,
  STORAGE_KEYS.signedIn,
] as const;

/** The part of the Storage interface accounts use, so logic can be tested with a Map. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const memoryStore = (): KeyValueStore => {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

/**
 * The browser's local storage, or an in-memory stand-in where it is missing or refused (server rendering,
 * some private-browsing modes): reading or writing a key must never break signing in.
 */
export function browserStore(): KeyValueStore {
  if (typeof window === 'undefined') return memoryStore();
  try {
    const storage = window.localStorage;
    const probe = '__dukan_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStore();
  }
}

export function removeKeys(store: KeyValueStore, keys: readonly string[]): void {
  for (const key of keys) {
    try {
      store.removeItem(key);
    } catch {
      // A storage that refuses writes has nothing of ours to remove.
    }
  }
}
