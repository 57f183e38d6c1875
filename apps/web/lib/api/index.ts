// The storefront's one data-access module. Server components import from here; client components use
// request.ts (apiRequest + baseUrlsFromDocument) for interactive calls.
export * from './result';
export * from './types';
export * from './catalogue';
export * from './search';
export { apiRequest, buildUrl } from './request';
export { serverBaseUrls, browserBaseUrls, baseUrlsFromDocument } from './config';
// Accounts: the auth API and the customer's own endpoints (used by client components, through the
// browser session for the access token).
export * from './auth';
export * from './customer';
