// A screen loaded the first time it is opened: each feature's pages (and the libraries only they use, such
// as the chart, the map and the rich-text editor) become their own file, so signing in and the first screen
// download only what they need.
import { lazy, type ComponentType } from 'react';

export function lazyPage<
  // A page's props differ from page to page; `any` is how React's own lazy() types them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Module extends Record<Name, ComponentType<any>>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}
