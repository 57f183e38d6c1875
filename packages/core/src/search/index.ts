// The search contract shared by the API's search service and the storefront.
export * from './filter';
export * from './filter-builder';
export * from './request';
export * from './document';
export * from './highlight';
