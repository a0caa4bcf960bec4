/**
 * The server's response contract as the web tests' API double reads it (apps/web/src/test/mock-api.ts):
 * for each route of the OpenAPI document, its method and Fastify path template (without the `/api`
 * prefix the web client's base URL adds) and the JSON Schema of each declared success, by status. A
 * status whose answer is not JSON (a file, an event stream) maps to null.
 */
export const WEB_CONTRACT_FILE = new URL('../../web/src/test/api-contract.json', import.meta.url);

export const REGENERATE_WEB_CONTRACT =
  'UPDATE_WEB_CONTRACT=1 npx vitest run --project api apps/api/test/web-contract.test.ts';

export type WebContract = Record<string, Record<string, object | null>>;

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/**
 * OpenAPI 3.0 writes a nullable zod enum as `{nullable: true, enum: [...]}` without null in the list, and
 * a JSON Schema validator then refuses the null the server does send: null joins the list.
 */
function withNullInNullableEnums(schema: unknown): object {
  if (Array.isArray(schema)) return schema.map(withNullInNullableEnums);
  if (!schema || typeof schema !== 'object') return schema as object;
  const copy: Record<string, unknown> & { nullable?: boolean; enum?: unknown[] } = {};
  for (const [key, value] of Object.entries(schema)) {
    copy[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as object).map(([name, property]) => [
              name,
              withNullInNullableEnums(property),
            ]),
          )
        : key === 'enum' || key === 'default'
          ? value
          : withNullInNullableEnums(value);
  }
  if (copy.nullable === true && copy.enum && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
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
        // The error answers are one shape for every route (lib/openapi.ts), checked by the server's tests.
        if (!/^[23]\d\d$/.test(status)) continue;
        const schema = response.content?.['application/json']?.schema;
        answers[status] = schema ? withNullInNullableEnums(schema) : null;
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
