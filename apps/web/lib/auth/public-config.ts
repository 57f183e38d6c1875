// Client ids the storefront publishes on <html> (read at request time by the root layout, like the API
// base URLs), so one build serves any deployment. An empty value means the feature is off.

export interface PublicAuthConfig {
  googleClientId: string | null;
  facebookAppId: string | null;
  recaptchaSiteKey: string | null;
}

export function publicAuthConfigFromEnv(env: Record<string, string | undefined> = process.env): PublicAuthConfig {
  return {
    googleClientId: env.GOOGLE_CLIENT_ID?.trim() || null,
    facebookAppId: env.FACEBOOK_APP_ID?.trim() || null,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY?.trim() || null,
  };
}

export function publicAuthConfigFromDocument(doc: Document): PublicAuthConfig {
  const data = doc.documentElement.dataset;
  return {
    googleClientId: data.googleClientId || null,
    facebookAppId: data.facebookAppId || null,
    recaptchaSiteKey: data.recaptchaSiteKey || null,
  };
}
