// GET /api/geo/country: the phone input's default country for this shopper, `{ data: { country, detected } }`.
// From the request's client address (request.ip, which honours TRUST_PROXY) when COUNTRY_DETECTION is on; the
// shop's country (Iraq) otherwise or when the address cannot be placed. Per shopper, so never cached by a proxy.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createCountryLookup, type CountryLookup } from '../services/geo/country-by-ip';

export interface GeoOptions {
  /** Given by tests; built from the configuration otherwise. */
  lookup?: CountryLookup;
}

export const geoPlugin: FastifyPluginAsync<GeoOptions> = async (app, options) => {
  const lookup =
    options.lookup ??
    createCountryLookup({
      enabled: app.deps.config.COUNTRY_DETECTION !== 'false',
      warn: (message, details) => app.log.warn(details ?? {}, message),
    });
  app.get(
    '/geo/country',
    { schema: { querystring: z.object({ lang: z.string().max(8).optional() }) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('vary', 'x-forwarded-for');
      return { data: lookup(request.ip) };
    },
  );
};
