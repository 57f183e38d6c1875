// Concurrent callers share one in-flight call. The refresh call needs this: the server rotates the
// refresh cookie on every use and revokes the whole family when an old one is replayed, so two parallel
// refreshes from one page would sign the shopper out.

/** The first caller's arguments start the call; callers that arrive while it runs get its result. */
export function singleFlight<A extends unknown[], T>(run: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return (...args) => {
    if (!inFlight) {
      inFlight = run(...args).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
