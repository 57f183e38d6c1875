// Tells every cache that data changed, instead of letting it wait out a TTL. A back-office write (or an
// order) publishes tags after its transaction commits; subscribers drop what the tags name:
// - this API process's catalogue cache (services/catalogue);
// - other API processes and the storefront's page cache, once a shared transport (Redis pub/sub) and the
//   storefront's revalidation are plugged in as further subscribers.
//
// Tags: 'catalogue' (any product list, taxonomy), `product:<id>`, 'content' (banners, highlights, articles,
// showrooms, pages, meta, socials, contacts), 'delivery' (cities, payment methods), 'search'.
export type ChangeTag = 'catalogue' | 'content' | 'delivery' | 'search' | `product:${number}`;

export type ChangeListener = (tags: ChangeTag[]) => void | Promise<void>;

export interface ChangeBus {
  /** Called after the change has committed. Never throws: a failing subscriber is logged by its owner. */
  publish(tags: ChangeTag[]): Promise<void>;
  subscribe(listener: ChangeListener): () => void;
}

export function createLocalChangeBus(onError: (error: unknown) => void = () => {}): ChangeBus {
  const listeners = new Set<ChangeListener>();
  return {
    async publish(tags) {
      if (tags.length === 0) return;
      await Promise.all(
        [...listeners].map(async (listener) => {
          try {
            await listener(tags);
          } catch (error) {
            onError(error);
          }
        }),
      );
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
