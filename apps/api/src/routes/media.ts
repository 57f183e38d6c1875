// STUB: replaced by the seed/artwork work.
import type { FastifyPluginAsync } from 'fastify';
export const mediaPlugin: FastifyPluginAsync = async () => {};
