// STUB: replaced by the catalogue work.
import type { FastifyPluginAsync } from 'fastify';
export const cataloguePlugin: FastifyPluginAsync = async () => {};
