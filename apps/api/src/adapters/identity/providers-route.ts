// GET /api/sso/providers: how each sign-in provider works on this shop, for the storefront's buttons.
//   live       the provider's own sign-in, with the public client id (Google) or app id (Facebook);
//   simulator  outside production without keys: open chooseUrl (the "choose a test account" page), which
//              redirects back with the token in the fragment, then sign in with it as with the real provider;
//   off        production without keys: hide the button (the sign-in route answers 503 sso_unavailable).
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { providerModes } from './index';

export const ssoProvidersPlugin: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  const modes = providerModes(config);
  const choose = (provider: string) => `${config.apiPublicUrl}/dev/identity/${provider}/choose`;
  const body = {
    data: {
      google: {
        mode: modes.google,
        clientId: modes.google === 'live' ? config.GOOGLE_CLIENT_ID! : null,
        chooseUrl: modes.google === 'simulator' ? choose('google') : null,
      },
      facebook: {
        mode: modes.facebook,
        appId: modes.facebook === 'live' ? config.FACEBOOK_APP_ID! : null,
        chooseUrl: modes.facebook === 'simulator' ? choose('facebook') : null,
      },
    },
  };
  app.get(
    '/sso/providers',
    { schema: { querystring: z.object({ lang: z.string().max(16).optional() }) } },
    async () => body,
  );
};
