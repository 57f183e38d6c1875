// The messages of a namespace pages do not ship (i18n/lazy-namespaces.ts), as JSON: made when the app is built,
// one file per language and namespace; any other address is a 404.
import { isLocale, LOCALES } from '@dukan/core/locales';
import { isLazyNamespace, LAZY_NAMESPACES } from '@/i18n/lazy-namespaces';
import { namespaceMessages } from '@/i18n/text';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((lang) => LAZY_NAMESPACES.map((namespace) => ({ lang, namespace })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; namespace: string }> }) {
  const { lang, namespace } = await params;
  if (!isLocale(lang) || !isLazyNamespace(namespace)) return new Response(null, { status: 404 });
  return Response.json(namespaceMessages(lang, [namespace]));
}
