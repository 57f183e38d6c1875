export * from './catalogue';
export * from './content';
export * from './search';
export * from './accounts';
export * from './shopping';
export * from './orders';
export * from './audit';
