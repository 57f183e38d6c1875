import { TextSitePage, textSitePageMetadata } from '@/features/content/components/TextSitePage';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export function generateMetadata({ params }: PageProps) {
  return textSitePageMetadata(params, 'about-us', 'site', 'site_about_us_title');
}

export default function AboutUsPage({ params }: PageProps) {
  return <TextSitePage params={params} slug="about-us" namespace="site" titleKey="site_about_us_title" />;
}
