// A message's namespace is the start of its key up to the first underscore (`cart_total` is in `cart`).
// Types only, so client modules can use them without shipping a dictionary.
import type { Locale } from '@dukan/core/locales';
import type en from '@/messages/en.json';

export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

type NamespaceOf<K> = K extends `${infer N}_${string}` ? N : never;
export type Namespace = NamespaceOf<MessageKey>;
/** The keys of one namespace, written whole (`cart_total`, not `total`), so a key reads the same everywhere. */
export type KeyOf<N extends Namespace> = Extract<MessageKey, `${N}_${string}`>;

/** t() over one namespace: a key of another namespace is a type error. */
export interface Text<N extends Namespace> {
  (key: KeyOf<N>, values?: MessageValues): string;
  readonly locale: Locale;
  readonly namespace: N;
  /** Whether `key` is a message of this namespace, for keys made at run time (`auth_error_${code}`). */
  has(key: string): key is KeyOf<N>;
}

export function namespaceOf(key: string): string {
  const end = key.indexOf('_');
  return end === -1 ? key : key.slice(0, end);
}

/**
 * A programming error (a key cast into the wrong namespace, a namespace no provider ships): thrown in
 * development and tests so it is fixed there; in production the page goes on and shows the key.
 */
export function textMistake(message: string): void {
  if (process.env.NODE_ENV !== 'production') throw new Error(message);
}
