// The search service, Meilisearch-compatible: GET and POST /search/indexes/products/search with the
// search-only key as a Bearer token. Errors have Meilisearch's shape ({ message, code, type, link }),
// not the main API's, because the storefront's Meilisearch client reads them.
// With an external Meilisearch the storefront searches it directly; requests that still arrive here are
// forwarded to it unchanged (same key, same parameters) so a proxied SEARCH_URL keeps working.
import { searchErrorBody, SearchRequest, searchParamErrorCode, type SearchErrorBody } from '@dukan/core/search/index';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { answerBytes, searchMeta } from '../adapters/search-engine/response';

const INDEX_UID = 'products';

function sendSearchError(reply: FastifyReply, status: number, error: SearchErrorBody) {
  return reply.code(status).send(error);
}

function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : '';
}

/**
 * Adds the page meta (total, limit, page, last, previous, next) beside Meilisearch's own fields, on every engine's
 * answer, relayed ones included; Meilisearch clients ignore a field they do not know.
 */
function withMeta(status: number, body: unknown): unknown {
  if (status !== 200 || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const meta = searchMeta(body);
  return meta ? { ...body, meta } : body;
}

export const searchPlugin: FastifyPluginAsync = async (app) => {
  // Encapsulated: only this plugin answers in Meilisearch's error shape.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendSearchError(
        reply,
        415,
        searchErrorBody('invalid_content_type', 'The Content-Type header must be `application/json`.'),
      );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendSearchError(reply, 400, searchErrorBody('malformed_payload', error.message));
    }
    request.log.error({ err: error }, 'search failed');
    return sendSearchError(
      reply,
      500,
      searchErrorBody('internal', 'Search failed, please try again later.', 'internal'),
    );
  });
  app.setNotFoundHandler((request, reply) =>
    sendSearchError(
      reply,
      404,
      searchErrorBody('not_found', `\`${request.url}\` is not a route of the search service.`),
    ),
  );

  // Meilisearch's health route, used by clients to probe the service.
  app.get('/health', async (_request, reply) => {
    const ok = await app.deps.search.health();
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'available' : 'unavailable' });
  });

  const handle = async (request: FastifyRequest<{ Params: { indexUid: string } }>, reply: FastifyReply) => {
    const engine = app.deps.search;
    if (engine.relay) {
      const relayed = await engine.relay({
        method: request.method === 'POST' ? 'POST' : 'GET',
        pathWithQuery: request.url.replace(/^\/search/, ''),
        authorization: request.headers.authorization,
        body: request.method === 'POST' ? request.body : undefined,
      });
      return reply.code(relayed.status).send(withMeta(relayed.status, relayed.body));
    }
    const key = bearerKey(request);
    if (key === undefined) {
      return sendSearchError(
        reply,
        401,
        searchErrorBody(
          'missing_authorization_header',
          'The Authorization header is missing. It must use the bearer authorization method.',
          'auth',
        ),
      );
    }
    if (!engine.acceptsKey?.(key)) {
      return sendSearchError(
        reply,
        403,
        searchErrorBody('invalid_api_key', 'The provided API key is invalid.', 'auth'),
      );
    }
    if (request.params.indexUid !== INDEX_UID) {
      return sendSearchError(
        reply,
        404,
        searchErrorBody('index_not_found', `Index \`${request.params.indexUid}\` not found.`),
      );
    }
    const input = request.method === 'POST' ? (request.body ?? {}) : request.query;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return sendSearchError(
        reply,
        400,
        searchErrorBody('bad_request', 'The search parameters must be a JSON object.'),
      );
    }
    const parsed = SearchRequest.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const param = String(issue.path[0] ?? '');
      return sendSearchError(
        reply,
        400,
        searchErrorBody(searchParamErrorCode(param), `Invalid value at \`.${issue.path.join('.')}\`: ${issue.message}`),
      );
    }
    if (!engine.search) {
      return sendSearchError(
        reply,
        503,
        searchErrorBody('internal', 'This search engine cannot answer here.', 'system'),
      );
    }
    const outcome = await engine.search(parsed.data);
    if (!outcome.ok) return sendSearchError(reply, outcome.status, outcome.error);
    // The JSON's bytes, serialized hit by hit rather than as one large string (see answerBytes).
    return reply.type('application/json; charset=utf-8').send(answerBytes(withMeta(200, outcome.data) as object));
  };

  app.get('/indexes/:indexUid/search', handle);
  app.post('/indexes/:indexUid/search', handle);
};
