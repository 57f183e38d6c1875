import { notFound } from 'next/navigation';

/** Any path under a language that no route matches: the language's own 404 page, inside the shop's layout. */
export default function UnknownRoute() {
  notFound();
}
