// The one place numbers, dates, times, durations, percentages, ordinals and prices are written for a reader.
// Storefront components import from here (ESLint forbids Intl and toLocaleString elsewhere in apps/web).
export * from './numbers';
export * from './dates';
export * from './duration';
export * from './message-formatters';
export { formatPrice } from '../money/format';
