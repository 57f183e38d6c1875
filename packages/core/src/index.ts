export * from './locales';
export * from './text/normalize';
export * from './money/format';
export * from './contract/catalogue';
