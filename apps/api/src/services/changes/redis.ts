// The change bus across processes: a change published in one API (or worker) process reaches the subscribers of
// every other one through Redis pub/sub, on the channel `{REDIS_KEY_PREFIX}:changes` (so shops sharing a Redis do
// not hear each other). Pub/sub keeps nothing: a process that is not connected when a change is published misses
// it, so a subscriber that (re)connects drops everything cached in its process, as if every tag had changed.
// While Redis is down, changes still reach this process's own subscribers, and other processes' caches fall back
// to their short expiry times.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { LocalListeners, type ChangeBus, type ChangeTag } from './index';

const Message = z.object({
  origin: z.string().max(100),
  tags: z
    .array(z.union([z.enum(['catalogue', 'content', 'delivery', 'search']), z.string().regex(/^product:\d{1,10}$/)]))
    .max(100_000),
});

/** Every tag: what a process that may have missed changes must assume changed. */
const EVERYTHING: ChangeTag[] = ['catalogue', 'content', 'delivery', 'search'];

export interface RedisChangeBusOptions {
  url: string;
  /** REDIS_KEY_PREFIX. */
  prefix: string;
  /** A failing subscriber, or Redis failing (told once each time it starts failing). */
  onError?: (error: unknown) => void;
}

export interface RedisChangeBus extends ChangeBus {
  /** Resolves once this process listens on the channel (tests wait for it before publishing). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function changesChannel(prefix: string): string {
  return `${prefix}:changes`;
}

export function createRedisChangeBus(options: RedisChangeBusOptions): RedisChangeBus {
  const onError = options.onError ?? (() => {});
  const listeners = new LocalListeners(onError);
  const channel = changesChannel(options.prefix);
  const origin = randomUUID();
  let failing = false;
  const reportOnce = (error: unknown) => {
    if (failing) return;
    failing = true;
    onError(error);
  };
  // A command is not queued while Redis is away: a publish then fails at once instead of arriving much later.
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(options.url, { maxRetriesPerRequest: null });
  publisher.on('error', reportOnce);
  subscriber.on('error', reportOnce);

  let subscribedOnce = false;
  let resolveReady: () => void;
  const readyPromise = new Promise<void>((resolve) => (resolveReady = resolve));
  // ioredis subscribes again by itself after a reconnection; 'ready' follows each (re)connection.
  subscriber.on('ready', () => {
    failing = false;
    if (subscribedOnce) void listeners.deliver(EVERYTHING, false);
  });
  subscriber
    .subscribe(channel)
    .then(() => {
      subscribedOnce = true;
      resolveReady();
    })
    .catch(reportOnce);
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let parsed: z.infer<typeof Message>;
    try {
      parsed = Message.parse(JSON.parse(raw));
    } catch (error) {
      onError(new Error('ignored a malformed change message', { cause: error }));
      return;
    }
    // Our own message comes back too: its subscribers were told when it was published.
    if (parsed.origin === origin || parsed.tags.length === 0) return;
    void listeners.deliver(parsed.tags as ChangeTag[], false);
  });

  return {
    async publish(tags) {
      if (tags.length === 0) return;
      await Promise.all([
        listeners.deliver(tags, true),
        publisher.publish(channel, JSON.stringify({ origin, tags })).catch(reportOnce),
      ]);
    },
    subscribe: (listener, subscribeOptions) => listeners.add(listener, subscribeOptions),
    ready: () => readyPromise,
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
