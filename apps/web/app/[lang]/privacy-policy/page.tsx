import { TextSitePage, textSitePageMetadata } from '@/features/content/components/TextSitePage';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export function generateMetadata({ params }: PageProps) {
  return textSitePageMetadata(params, 'privacy-policy', 'site', 'site_privacy_policy_title');
}

export default function PrivacyPolicyPage({ params }: PageProps) {
  return <TextSitePage params={params} slug="privacy-policy" namespace="site" titleKey="site_privacy_policy_title" />;
}
