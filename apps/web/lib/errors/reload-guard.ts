// A page whose code was replaced by a new deployment fails to load its next chunk; reloading fetches the new
// code and is what the shopper would do. The guard keeps that from becoming a loop: at most one automatic
// reload in 10 seconds per tab, so an error that survives a reload shows the error page instead.

/** The shop's reload guard: no second automatic reload within this time. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'dukan:last-auto-reload';

type GuardStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Errors a reload cures: a chunk or module of an older deployment that is no longer served. */
export function isStaleCodeError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed/iu.test(
      error.message,
    )
  );
}

/**
 * Reloads unless the tab reloaded itself less than RELOAD_GUARD_MS ago; true when it reloaded. Storage that
 * cannot be used (private mode, blocked) counts as "reloaded just now": better the error page than a loop.
 */
export function reloadWithGuard(store: GuardStore | null, now: number, reload: () => void): boolean {
  try {
    if (!store) return false;
    const last = Number(store.getItem(RELOAD_GUARD_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last) return false;
    store.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** In the browser: reloads for an error a reload cures, within the guard. */
export function reloadIfStale(error: unknown): boolean {
  if (typeof window === 'undefined' || !isStaleCodeError(error)) return false;
  let store: Storage | null = null;
  try {
    store = window.sessionStorage;
  } catch {
    store = null;
  }
  return reloadWithGuard(store, Date.now(), () => window.location.reload());
}
