/**
 * The server's response contract as the web tests' API double reads it (apps/web/src/test/mock-api.ts):
 * for each route of the OpenAPI document, its method and Fastify path template (without the `/api`
 * prefix the web client's base URL adds) and the JSON Schema of each declared answer, by status. A
 * status whose answer is not JSON (a file, an event stream) maps to null.
 */
export const WEB_CONTRACT_FILE = new URL('../../web/src/test/api-contract.json', import.meta.url);

export const REGENERATE_WEB_CONTRACT =
  'UPDATE_WEB_CONTRACT=1 npx vitest run --project api apps/api/test/web-contract.test.ts';

export type WebContract = Record<string, Record<string, object | null>>;

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

export function webContractOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): WebContract {
  const routes: WebContract = {};
  for (const [path, operations] of Object.entries(doc.paths)) {
    // The test-only routes exist only in the API's own tests; the web never calls them.
    if (path.includes('/test-only/')) continue;
    const template = path.replace(/^\/api(?=\/)/, '').replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const answers: Record<string, object | null> = {};
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        answers[status] = response.content?.['application/json']?.schema ?? null;
      }
      routes[`${method.toUpperCase()} ${template}`] = answers;
    }
  }
  // Sorted, so the file changes only where a route changes.
  return Object.fromEntries(Object.entries(routes).sort(([a], [b]) => a.localeCompare(b)));
}

/** One route per line: a changed route is a one-line diff, and the file stays small. */
export function serializeWebContract(contract: WebContract): string {
  const lines = Object.entries(contract).map(
    ([route, answers]) => `  ${JSON.stringify(route)}: ${JSON.stringify(answers)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}
