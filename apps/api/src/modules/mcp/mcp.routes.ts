import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/language';
import { actorOf } from '../../plugins/auth';
import type { McpEndpoint } from './mcp.server';

/** JSON-RPC's answer to a method this stateless server does not serve (the SDK's examples answer so). */
const METHOD_NOT_ALLOWED = JSON.stringify({
  jsonrpc: '2.0',
  error: { code: -32000, message: 'Method not allowed.' },
  id: null,
});

/**
 * The MCP authorization spec: a 401 says how to authenticate. No `error` when no token was sent
 * (RFC 6750 section 3.1); `invalid_token` when the one sent is unknown, revoked or expired.
 */
async function bearerChallenge(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 401) {
    const sent = /^bearer\s+\S/i.test(req.headers.authorization ?? '');
    reply.header('www-authenticate', `Bearer realm="Trilha"${sent ? ', error="invalid_token"' : ''}`);
  }
  return payload;
}

/**
 * The headers the app's hooks set on the reply so far (CORS, Vary) go out with the SDK's answer, which
 * writes to the raw response: a hijacked reply sends nothing of its own, and no onSend hook runs for it
 * (compression and the entity tag are skipped too: the answer is written as it is made).
 */
function handOver(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
}

/**
 * POST /api/mcp: the Model Context Protocol over Streamable HTTP, stateless (a new server and transport
 * per request, JSON answers, no sessions), authorized as every route is (a personal access token or a
 * session). The token's scopes are checked per tool, so the auth hook lets any scope through here.
 */
export const mcpRoutes: FastifyPluginAsyncZod<{ endpoint: McpEndpoint }> = async (app, { endpoint }) => {
  // Not a REST operation: the tools describe themselves to the client (tools/list).
  const schema = { hide: true };
  app.addHook('onSend', bearerChallenge);

  app.post('/mcp', { schema, config: { scopesCheckedInside: true } }, async (req, reply) => {
    const call = { actor: actorOf(req), language: requestLanguage(req), req };
    const { StreamableHTTPServerTransport } = await endpoint.sdk();
    const server = await endpoint.serverFor(call);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    handOver(reply);
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req.raw, reply.raw, req.body);
    } catch (error) {
      req.log.error({ err: error }, 'MCP request failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json' });
        reply.raw.end(
          JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }),
        );
      }
    }
  });

  // A stateless server opens no stream for server-initiated messages and has no session to end.
  const notAllowed = async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.code(405).header('allow', 'POST').type('application/json').send(METHOD_NOT_ALLOWED);
  app.get('/mcp', { schema, config: { scopesCheckedInside: true } }, notAllowed);
  app.delete('/mcp', { schema, config: { scopesCheckedInside: true } }, notAllowed);
};
