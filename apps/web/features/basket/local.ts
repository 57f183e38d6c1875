// A guest's cart and wishlist in local storage under the spec's keys `cart` and `wishlist` (§4, §9). Only
// ids and quantities are kept: titles, prices and stock are read fresh from the catalogue when shown, so a
// stored line never shows a stale price or another language. Reading forgives anything garbled (another
// version of the shop, a hand-edited value): a bad entry is dropped, never a crash.
import { STORAGE_KEYS, type KeyValueStore } from '@/lib/auth/storage';
import { MAX_BASKET_ITEMS, MAX_ITEM_QUANTITY } from './rules';

export interface LocalCartLine {
  productId: number;
  quantity: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** The product id of a stored entry, in any of the spellings the spec's item shape allows (§3). */
function idOf(entry: Record<string, unknown>): unknown {
  const product = isRecord(entry.product) ? entry.product.id : undefined;
  return entry.productId ?? entry.product_id ?? entry.id ?? product;
}

function readArray(store: KeyValueStore, key: string): unknown[] {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function write(store: KeyValueStore, key: string, value: unknown[]): void {
  try {
    if (value.length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the list still works in memory for this page.
  }
}

/** The stored cart: one line per product (duplicates add up), whole quantities of 1 or more, within the limits. */
export function readLocalCart(store: KeyValueStore): LocalCartLine[] {
  const byId = new Map<number, number>();
  for (const entry of readArray(store, STORAGE_KEYS.cart)) {
    if (!isRecord(entry)) continue;
    const id = idOf(entry);
    const quantity = entry.quantity ?? entry.qty;
    if (!isId(id) || !isId(quantity)) continue;
    if (!byId.has(id) && byId.size >= MAX_BASKET_ITEMS) continue;
    byId.set(id, Math.min((byId.get(id) ?? 0) + quantity, MAX_ITEM_QUANTITY));
  }
  return [...byId].map(([productId, quantity]) => ({ productId, quantity }));
}

export function writeLocalCart(store: KeyValueStore, lines: readonly LocalCartLine[]): void {
  write(
    store,
    STORAGE_KEYS.cart,
    lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  );
}

/** The stored wishlist's product ids, each once, in the order they were added. */
export function readLocalWishlist(store: KeyValueStore): number[] {
  const ids = new Set<number>();
  for (const entry of readArray(store, STORAGE_KEYS.wishlist)) {
    const id = isRecord(entry) ? idOf(entry) : entry;
    if (isId(id) && ids.size < MAX_BASKET_ITEMS) ids.add(id);
  }
  return [...ids];
}

export function writeLocalWishlist(store: KeyValueStore, productIds: readonly number[]): void {
  write(
    store,
    STORAGE_KEYS.wishlist,
    productIds.map((productId) => ({ productId })),
  );
}

/** Lines to put back after a failed push: what is stored now (added meanwhile) plus what was taken. */
export function mergeLocalCartLines(a: readonly LocalCartLine[], b: readonly LocalCartLine[]): LocalCartLine[] {
  const byId = new Map<number, number>();
  for (const line of [...a, ...b]) {
    byId.set(line.productId, Math.min((byId.get(line.productId) ?? 0) + line.quantity, MAX_ITEM_QUANTITY));
  }
  return [...byId].slice(0, MAX_BASKET_ITEMS).map(([productId, quantity]) => ({ productId, quantity }));
}
