import { ShopLink } from '@/ui/ShopLink';
import { JsonLd } from '@/lib/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';

export interface Crumb {
  name: string;
  /** Site path with the language prefix; the last crumb (this page) is not a link. */
  href: string;
}

/** The trail above a page, and the same trail as schema.org BreadcrumbList for search engines. */
export function Breadcrumbs({ label, crumbs, siteUrl }: { label: string; crumbs: Crumb[]; siteUrl: string }) {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(siteUrl, crumb.href) })))}
      />
      <nav aria-label={label} className="mb-4 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.href} className="flex items-center gap-1">
                {index > 0 ? <span aria-hidden="true">/</span> : null}
                {last ? (
                  <span aria-current="page" className="text-stone-800">
                    {crumb.name}
                  </span>
                ) : (
                  <ShopLink href={crumb.href} className="hover:text-brand-700">
                    {crumb.name}
                  </ShopLink>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
