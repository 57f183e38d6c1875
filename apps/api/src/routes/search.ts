// STUB: replaced by the search-engine work.
import type { FastifyPluginAsync } from 'fastify';
export const searchPlugin: FastifyPluginAsync = async () => {};
