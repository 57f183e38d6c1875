// What the cart and wishlist stores share: their dependencies, a change emitter for useSyncExternalStore,
// a queue that runs server changes one at a time so answers are applied in the order they were asked, and
// the life of a list (createListStore): where it is shown from, server changes, refresh, the sign-in push.
import type { ApiError, Result } from '@/lib/api/result';
import type { SignInContext } from '@/lib/auth/sign-in-tasks';
import { singleFlight } from '@/lib/auth/single-flight';
import type { CustomerCallContext } from '@/lib/auth/session-calls';
import type { KeyValueStore } from '@/lib/auth/storage';
import type { BasketCalls, ServerCart } from './server-calls';
import type { BasketNotice, BasketOutcome, BasketProduct, BasketSource, WishlistLine } from './types';

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

/**
 * Whether two snapshots show the same thing: every field equal, and the lines equal field by field (a line
 * rebuilt from storage is a new object holding the same product object). Products are compared by reference:
 * new data from the server is always published.
 */
export function sameSnapshot<S extends { lines: readonly object[] }>(a: S, b: S): boolean {
  const keys = Object.keys(a) as (keyof S)[];
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (key === 'lines') continue;
    if (a[key] !== b[key]) return false;
  }
  return a.lines.length === b.lines.length && a.lines.every((line, i) => shallowEqual(line, b.lines[i]!));
}

function shallowEqual(a: object, b: object): boolean {
  const entries = Object.entries(a);
  if (entries.length !== Object.keys(b).length) return false;
  return entries.every(([key, value]) => (b as Record<string, unknown>)[key] === value);
}

/** A list's server calls, each answering with the whole list. */
export interface ListCalls<Stored, Server> {
  get: (context: CustomerCallContext, token: string) => Promise<Result<Server>>;
  clear: (context: CustomerCallContext, token: string) => Promise<Result<Server>>;
  merge: (context: CustomerCallContext, token: string, items: Stored[]) => Promise<Result<Server>>;
}

/** What makes a list the cart or the wishlist: its stored items, its lines, its snapshot and its calls. */
export interface ListKind<Stored, Line extends { productId: number }, Snapshot, Server> {
  /** Its name in messages ("The cart could not be loaded"). */
  name: string;
  empty: Snapshot;
  storageKey: string;
  readLocal: (store: KeyValueStore) => Stored[];
  writeLocal: (store: KeyValueStore, items: Stored[]) => void;
  idOf: (item: Stored) => number;
  lineOf: (item: Stored, product: BasketProduct | null) => Line;
  /** The snapshot of these lines; `server` is the API's whole answer when they come from it. */
  snapshot: (source: BasketSource, lines: Line[], server?: Server) => Snapshot;
  linesOf: (server: Server) => Line[];
  /** Stored items after a failed sign-in push: what is stored now plus the taken ones. */
  putBack: (now: Stored[], taken: Stored[]) => Stored[];
  calls: (calls: BasketCalls) => ListCalls<Stored, Server>;
  broadcast: (server: Server) => BasketBroadcast;
}

/**
 * A guest's list in local storage, a signed-in customer's on the server. At sign-in the guest's items are
 * pushed once with the merge call and the local key goes: the items leave storage before the push, so another
 * tab signing in at the same moment cannot push them a second time, and go back if the push fails.
 */
export function createListStore<
  Stored,
  Line extends { productId: number; product: BasketProduct | null },
  Snapshot extends { source: BasketSource; lines: readonly Line[]; loadFailed: boolean },
  Server,
>(deps: BasketDeps, kind: ListKind<Stored, Line, Snapshot, Server>) {
  const state = createEmitter<Snapshot>(kind.empty);
  const serial = serialQueue();
  /** Products seen so far (added from a page, or loaded), to show a guest's stored items. */
  const products = new Map<number, BasketProduct>();

  /** Shows these lines; a snapshot equal to the one shown is not published, so no component renders again. */
  function publish(source: BasketSource, lines: Line[], server?: Server): void {
    const next = kind.snapshot(source, lines, server);
    if (!sameSnapshot(state.get(), next)) state.set(next);
  }

  function showLocal(): void {
    publish(
      'local',
      kind.readLocal(deps.store).map((item) => kind.lineOf(item, products.get(kind.idOf(item)) ?? null)),
    );
  }

  function applyServer(server: Server): void {
    const lines = kind.linesOf(server);
    for (const line of lines) if (line.product) products.set(line.productId, line.product);
    publish('server', lines, server);
  }

  function markLoadFailed(): void {
    if (state.get().source === 'pending') state.set({ ...state.get(), loadFailed: true });
  }

  /** One server change, in turn with the others; the answer is the whole list. */
  function serverChange(
    call: (calls: BasketCalls, token: string) => Promise<Result<Server>>,
    options: { load?: boolean } = {},
  ): Promise<BasketOutcome> {
    return serial(async () => {
      const calls = await deps.calls();
      const result = await deps.authorized((token) => call(calls, token));
      if (!result.ok) {
        // Only a failed load leaves the page with nothing to show; a refused change is the caller's to say.
        if (options.load) markLoadFailed();
        return refusalOf(result.error);
      }
      applyServer(result.data);
      deps.broadcast?.(kind.broadcast(result.data));
      return { ok: true } as const;
    });
  }

  /** A guest's change: stores the items and shows them. */
  function storeLocal(items: Stored[]): void {
    kind.writeLocal(deps.store, items);
    showLocal();
  }

  function clear(): Promise<BasketOutcome> {
    if (deps.signedIn()) return serverChange((calls, token) => kind.calls(calls).clear(deps.context(), token));
    storeLocal([]);
    return Promise.resolve({ ok: true });
  }

  /**
   * Fresh data for what is shown: a customer's list from the server; for a guest, the stored products'
   * current titles, prices and stock (a product the catalogue no longer has leaves the stored list).
   */
  async function refresh(): Promise<BasketOutcome> {
    if (deps.signedIn()) {
      return serverChange((calls, token) => kind.calls(calls).get(deps.context(), token), { load: true });
    }
    const ids = kind.readLocal(deps.store).map(kind.idOf);
    if (ids.length === 0) {
      showLocal();
      return { ok: true };
    }
    const calls = await deps.calls();
    const result = await calls.productsFor(deps.context(), ids);
    if (!result.ok) return refusalOf(result.error);
    for (const product of result.data) products.set(product.id, product);
    if (!deps.signedIn()) {
      const known = new Set(result.data.map((product) => product.id));
      const stored = kind.readLocal(deps.store);
      const kept = stored.filter((item) => known.has(kind.idOf(item)));
      if (kept.length !== stored.length) kind.writeLocal(deps.store, kept);
      showLocal();
    }
    return { ok: true };
  }

  async function pushAndLoad(context: SignInContext): Promise<void> {
    const token = await context.getAccessToken();
    if (!token) return;
    await serial(async () => {
      const calls = kind.calls(await deps.calls());
      const taken = kind.readLocal(deps.store);
      if (taken.length > 0) {
        kind.writeLocal(deps.store, []);
        const merged = await calls.merge(deps.context(), token, taken);
        if (merged.ok) {
          applyServer(merged.data);
          deps.broadcast?.(kind.broadcast(merged.data));
          return;
        }
        kind.writeLocal(deps.store, kind.putBack(kind.readLocal(deps.store), taken));
      }
      const list = await calls.get(deps.context(), token);
      if (!list.ok) {
        markLoadFailed();
        throw new Error(`The ${kind.name} could not be loaded (${list.error.status}): ${list.error.message}`);
      }
      applyServer(list.data);
    });
  }

  return {
    state,
    products,
    showLocal,
    serverChange,
    storeLocal,
    /** What both stores expose as they are. */
    shared: {
      getSnapshot: state.get,
      subscribe: state.subscribe,
      clear,
      refresh,
      /** The sign-in task: push the guest's items, then show the server list. Concurrent calls share one run. */
      signIn: singleFlight(pushAndLoad),
      /** Signed out: the list in memory goes with the session (the local keys are already removed). */
      signOut(): void {
        products.clear();
        showLocal();
      },
      /** No customer: show this browser's stored list. */
      useLocal(): void {
        if (state.get().source !== 'local') showLocal();
      },
      /** A customer is signed in and their list is on its way. */
      expectServer(): void {
        if (state.get().source === 'local') publish('pending', [...state.get().lines]);
      },
      /** Another tab changed the stored list. */
      onStorageChanged(key: string | null): void {
        if ((key === kind.storageKey || key === null) && state.get().source === 'local') showLocal();
      },
      /** Another tab has the customer's new list. */
      onBroadcast(server: Server): void {
        if (deps.signedIn()) applyServer(server);
      },
    },
  };
}
