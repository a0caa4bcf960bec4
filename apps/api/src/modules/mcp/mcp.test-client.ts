import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { TestContext } from '../../../test/app';

/** For the MCP tests only: the test app on a port of its own, as an MCP client reaches it. */
export async function listening(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}

/** The SDK's own client, connected (initialized) to /api/mcp with a token. */
export async function mcpClient(baseUrl: string, token: string): Promise<Client> {
  const client = new Client({ name: 'trilha-tests', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/api/mcp', baseUrl), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

/** A tool's answer: `isError`, the error body or the answer's JSON (its text, parsed). */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.find((part) => part.type === 'text')?.text ?? '';
  return {
    isError: result.isError === true,
    result,
    /** The answer's JSON, or for a refusal the error body (code, message, details): as loose as inject's. */
    json: (result.isError ? result.structuredContent : JSON.parse(text)) as ReturnType<typeof JSON.parse>,
    text,
  };
}
