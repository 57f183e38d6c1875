export * from './catalogue';
export * from './content';
export * from './search';
