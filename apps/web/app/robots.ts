// GET /robots.txt (Next renders the rules as text).
import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/robots';
import { siteUrl } from '@/lib/seo/site-url';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(await siteUrl());
}
