// Concurrent callers share one in-flight call. The refresh call needs this: the server rotates the
// refresh cookie on every use and revokes the whole family when an old one is replayed, so two parallel
// refreshes from one page would sign the shopper out.

export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    if (!inFlight) {
      inFlight = run().finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}
