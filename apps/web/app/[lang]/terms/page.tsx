import { TextSitePage, textSitePageMetadata } from '@/features/content/components/TextSitePage';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export function generateMetadata({ params }: PageProps) {
  return textSitePageMetadata(params, 'terms', 'site', 'site_terms_title');
}

export default function TermsPage({ params }: PageProps) {
  return <TextSitePage params={params} slug="terms" namespace="site" titleKey="site_terms_title" />;
}
