// Tells every cache that data changed, instead of letting it wait out a TTL. A back-office write (or an
// order) publishes tags after its transaction commits; subscribers drop what the tags name:
// - this API process's catalogue cache (services/catalogue), pricing rules, search synonyms;
// - the same caches in every other API and worker process, through Redis pub/sub when REDIS_URL is set
//   (redis.ts): a checkout in one process must not leave another showing the stock it had before;
// - the storefront's page cache (storefront.ts), told once, by the process where the change happened.
//
// Tags: 'catalogue' (any product list, taxonomy), `product:<id>`, 'content' (banners, highlights, articles,
// showrooms, pages, meta, socials, contacts), 'delivery' (cities, payment methods), 'search'.
export type ChangeTag = 'catalogue' | 'content' | 'delivery' | 'search' | `product:${number}`;

export type ChangeListener = (tags: ChangeTag[]) => void | Promise<void>;

export interface SubscribeOptions {
  /**
   * 'everywhere' (the default): this process's copy of something cached per process; told of changes made in
   * any process. 'origin': something shared by all processes (the storefronts), told only by the process where
   * the change was made, so it hears of each change once.
   */
  scope?: 'everywhere' | 'origin';
}

export interface ChangeBus {
  /** Called after the change has committed. Never throws: a failing subscriber is logged by its owner. */
  publish(tags: ChangeTag[]): Promise<void>;
  subscribe(listener: ChangeListener, options?: SubscribeOptions): () => void;
  /** Ends a shared transport's connections. */
  close?(): Promise<void>;
}

/** The subscribers of one process, and how a change reaches them. */
export class LocalListeners {
  private readonly listeners = new Map<ChangeListener, SubscribeOptions['scope']>();

  constructor(private readonly onError: (error: unknown) => void) {}

  add(listener: ChangeListener, options: SubscribeOptions = {}): () => void {
    this.listeners.set(listener, options.scope ?? 'everywhere');
    return () => this.listeners.delete(listener);
  }

  /**
   * `fromHere`: the change was made in this process (origin listeners hear only those). This process's own
   * caches take the change first and the origin listeners hear of it after: a storefront told at once would
   * render its pages again from this process's search engine while that is still reading the change, and keep
   * the old listing until its fallback expiry.
   */
  async deliver(tags: ChangeTag[], fromHere: boolean): Promise<void> {
    const listeners = [...this.listeners];
    await this.tell(
      listeners.filter(([, scope]) => scope === 'everywhere'),
      tags,
    );
    if (fromHere)
      await this.tell(
        listeners.filter(([, scope]) => scope === 'origin'),
        tags,
      );
  }

  private async tell(listeners: [ChangeListener, SubscribeOptions['scope']][], tags: ChangeTag[]): Promise<void> {
    await Promise.all(
      listeners.map(async ([listener]) => {
        try {
          await listener(tags);
        } catch (error) {
          this.onError(error);
        }
      }),
    );
  }
}

export function createLocalChangeBus(onError: (error: unknown) => void = () => {}): ChangeBus {
  const listeners = new LocalListeners(onError);
  return {
    async publish(tags) {
      if (tags.length === 0) return;
      await listeners.deliver(tags, true);
    },
    subscribe: (listener, options) => listeners.add(listener, options),
  };
}
