import { TextSitePage, textSitePageMetadata } from '@/features/content/components/TextSitePage';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export function generateMetadata({ params }: PageProps) {
  return textSitePageMetadata(params, 'privacy-policy', 'site_privacy_policy_title');
}

export default function PrivacyPolicyPage({ params }: PageProps) {
  return <TextSitePage params={params} slug="privacy-policy" titleKey="site_privacy_policy_title" />;
}
