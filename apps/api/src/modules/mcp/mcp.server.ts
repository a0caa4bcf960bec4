import type * as McpModule from '@modelcontextprotocol/sdk/server/mcp.js';
import type * as StreamableHttpModule from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type * as TypesModule from '@modelcontextprotocol/sdk/types.js';
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { scopesAllow } from '@trilha/shared';
import { AppError, forbidden } from '../../lib/errors';
import { VERSION } from '../../lib/version';
import { tokenScopesOf } from '../../plugins/auth';
import { toAppError } from '../../plugins/errors';
import { errorBodyOf, errorText, validationErrorOf } from './mcp.errors';
import type { McpTool, ToolCall } from './mcp.tools';

/**
 * The SDK loads with the first MCP request, not with the server: most instances never see one, and each
 * package loaded stays in the process's memory for its life (see lib/lazy-module.ts).
 */
const loadSdk = (() => {
  let loading: Promise<Sdk> | undefined;
  return () =>
    (loading ??= Promise.all([
      import('@modelcontextprotocol/sdk/server/mcp.js'),
      import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
      import('@modelcontextprotocol/sdk/types.js'),
    ])
      .then(([mcp, http, types]) => ({ ...mcp, ...http, ...types }))
      .catch((error: unknown) => {
        // Tried again by the next request rather than failing every one after.
        loading = undefined;
        throw error;
      }));
})();
type Sdk = typeof McpModule & typeof StreamableHttpModule & typeof TypesModule;

const INSTRUCTIONS =
  'Trilha is a travel planner. Start with list_trips: every other tool takes a trip’s `_id` as `tripId`. ' +
  'Answers are the planner’s own JSON. A refused call says why with a code: TRIP_NOT_FOUND (no such trip ' +
  'for this user), FORBIDDEN (a viewer of the trip cannot change it), SCOPE_REQUIRED (the access token does ' +
  'not allow it), VALIDATION_ERROR (each wrong argument by its path).';

/** Tool listings are the same for every request: their JSON Schemas are made once, on first use. */
function listingOf(tools: McpTool[]): () => Tool[] {
  let listing: Tool[] | undefined;
  return () =>
    (listing ??= tools.map((tool) => ({
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: z.toJSONSchema(tool.input, {
        io: 'input',
        target: 'draft-7',
        // A rule written as a function has no JSON Schema: its field is described as any value (and still
        // checked by the zod schema when called).
        unrepresentable: 'any',
      }) as Tool['inputSchema'],
      annotations: {
        readOnlyHint: tool.need.access === 'read',
        destructiveHint: false,
        openWorldHint: false,
      },
    })));
}

/** A tool's answer: the route's JSON as text, and as structured content when it is an object. */
function answer(json: string): CallToolResult {
  const value = JSON.parse(json) as unknown;
  const structured = value !== null && typeof value === 'object' && !Array.isArray(value);
  return {
    content: [{ type: 'text', text: json }],
    ...(structured ? { structuredContent: value as Record<string, unknown> } : {}),
  };
}

/**
 * A tool that could not do its work answers a result with `isError`, for the agent to read and act on
 * (MCP "Error Handling"): the trip's policy, the token's scopes, wrong arguments. A fault of ours is
 * logged and answered as INTERNAL_ERROR with the request's id, as over HTTP.
 */
function refusal(error: unknown, call: ToolCall): CallToolResult {
  // A database conflict (an expense for a stay that has one) is a 409 here as over HTTP.
  const known = error instanceof Error ? toAppError(error) : undefined;
  if (!known || known.statusCode >= 500) call.req.log.error({ err: error }, 'MCP tool failed');
  const body = known
    ? errorBodyOf(known, call.language)
    : errorBodyOf(new AppError(500, 'INTERNAL_ERROR'), call.language, call.req.id);
  return {
    content: [{ type: 'text', text: errorText(body) }],
    structuredContent: body as unknown as Record<string, unknown>,
    isError: true,
  };
}

/** A call as the HTTP route would take it: the token's scopes first, then the arguments, then the service. */
async function callTool(tool: McpTool, args: unknown, call: ToolCall): Promise<CallToolResult> {
  try {
    const scopes = tokenScopesOf(call.req);
    if (scopes && !scopesAllow(scopes, tool.need)) throw forbidden('SCOPE_REQUIRED');
    const parsed = tool.input.safeParse(args ?? {});
    if (!parsed.success) throw validationErrorOf(parsed.error);
    return answer(await tool.run(call, parsed.data));
  } catch (error) {
    return refusal(error, call);
  }
}

export interface McpEndpoint {
  sdk: () => Promise<Sdk>;
  /** A server for one request (stateless Streamable HTTP: nothing is kept between requests). */
  serverFor(call: ToolCall): Promise<McpModule.McpServer>;
}

/**
 * The tools are answered by our own handlers rather than McpServer.registerTool's, whose argument check
 * answers zod's raw messages: ours answer the VALIDATION_ERROR every route answers, translated, path by
 * path.
 */
export function mcpEndpoint(tools: McpTool[]): McpEndpoint {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const listing = listingOf(tools);
  return {
    sdk: loadSdk,
    async serverFor(call) {
      const sdk = await loadSdk();
      const server = new sdk.McpServer(
        { name: 'trilha', title: 'Trilha', version: VERSION },
        { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
      );
      server.server.setRequestHandler(sdk.ListToolsRequestSchema, () => ({ tools: listing() }));
      server.server.setRequestHandler(sdk.CallToolRequestSchema, async (request) => {
        const tool = byName.get(request.params.name);
        // An unknown tool is the client's mistake, not the tool's: a protocol error (MCP "Tools").
        if (!tool)
          throw new sdk.McpError(sdk.ErrorCode.InvalidParams, `Unknown tool: ${request.params.name}`);
        return callTool(tool, request.params.arguments, call);
      });
      return server;
    },
  };
}
