import { resolveLocale } from '@dukan/core/locales';
import { RewardPointsLink } from '@/features/content/components/RewardPointsLink';
import { TextSitePage, textSitePageMetadata } from '@/features/content/components/TextSitePage';
import { getText } from '@/i18n/text';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export function generateMetadata({ params }: PageProps) {
  return textSitePageMetadata(params, 'reward-points', 'points', 'points_title');
}

/** How reward points work, for everyone; a signed-in customer also gets a link to their own balance. */
export default async function RewardPointsInfoPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  return (
    <TextSitePage params={params} slug="reward-points" namespace="points" titleKey="points_title">
      <RewardPointsLink
        href={`/${locale}/account/reward-points`}
        label={getText(locale, 'site')('site_reward_points_see_yours')}
      />
    </TextSitePage>
  );
}
