import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import type { ArticleCardData } from '@/features/content/content-api';
import { CARD_LINK_CLASS, PictureCard } from '@/ui/PictureCard';
import { articlePath } from './article-type';
import { formatDate } from './dates';

/** One article in a list: picture, title (the link, stretched over the card), date and summary. */
export function ArticleCard({
  locale,
  article,
  priority = false,
}: {
  locale: Locale;
  article: ArticleCardData;
  priority?: boolean;
}) {
  return (
    <PictureCard
      image={article.image}
      width={600}
      height={300}
      priority={priority}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      imageClassName="aspect-[2/1] w-full bg-brand-50 object-cover"
    >
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold leading-snug">
          <ShopLink href={`/${locale}${articlePath(article.type, article.id)}`} className={CARD_LINK_CLASS}>
            {article.title}
          </ShopLink>
        </h2>
        <time dateTime={article.publishedAt} className="text-xs text-stone-500">
          {formatDate(locale, article.publishedAt)}
        </time>
        {article.summary ? <p className="text-sm text-stone-700">{article.summary}</p> : null}
      </div>
    </PictureCard>
  );
}
