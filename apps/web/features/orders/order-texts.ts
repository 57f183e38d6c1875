import type { Namespace } from '@/i18n/namespaces';

/**
 * The texts the order components read in the browser (checkout form, order cards, payment status, reward
 * points): every page that shows one of them sends all four, as they use each other's words.
 */
export const ORDER_NAMESPACES = ['checkout', 'order', 'payment', 'points'] as const satisfies readonly Namespace[];
