import { resolveLocale } from '@dukan/core/locales';
import { redirect } from 'next/navigation';

/** /{lang}/account opens the profile. */
export default async function AccountIndex({ params }: { params: Promise<{ lang: string }> }) {
  redirect(`/${resolveLocale((await params).lang)}/account/profile`);
}
