import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { errorSchema } from '@trilha/shared';
// Read as text: typing a 150 kB JSON module would slow the type check for nothing.
import contractText from './api-contract.json?raw';

/**
 * The server's response contract (generated from its routes by apps/api/test/web-contract.test.ts):
 * 'METHOD /path/:param' → the JSON Schema of each declared answer by status, null for a non-JSON body.
 */
type Contract = Record<string, Record<string, object | null>>;

const REGENERATE = 'UPDATE_WEB_CONTRACT=1 npx vitest run --project api apps/api/test/web-contract.test.ts';

/** How many mismatching places a failure names: enough to see the drift, short enough to read. */
const SHOWN_MISMATCHES = 5;

interface Template {
  route: string;
  method: string;
  segments: string[];
}

let contract: Contract | undefined;
let templates: Template[] | undefined;
// Compiled on a route's first reply and kept for the rest of the test file.
const validators = new Map<string, ValidateFunction>();
let ajv: Ajv | undefined;

function loadContract(): { contract: Contract; templates: Template[] } {
  if (!contract || !templates) {
    contract = JSON.parse(contractText) as Contract;
    templates = Object.keys(contract).map((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return { route, method, segments: path.split('/') };
    });
  }
  return { contract, templates };
}

function segmentsOf(url: string): string[] {
  return url.split(/[?#]/)[0]!.split('/');
}

/** Whether template `a` should win over `b` for the same URL: a literal segment beats a parameter, as in Fastify. */
function moreSpecific(a: Template, b: Template): boolean {
  for (let index = 0; index < a.segments.length; index += 1) {
    const aParam = a.segments[index]!.startsWith(':');
    const bParam = b.segments[index]!.startsWith(':');
    if (aParam !== bParam) return bParam;
  }
  return false;
}

/**
 * The server route ('METHOD /template') that answers a concrete call, or undefined when the server has
 * no such route: `/trips/abc/days/2027-03-01` → `/trips/:id/days/:date`.
 */
export function serverRouteOf(method: string, url: string): string | undefined {
  const segments = segmentsOf(url);
  let best: Template | undefined;
  for (const template of loadContract().templates) {
    if (template.method !== method || template.segments.length !== segments.length) continue;
    const matches = template.segments.every((part, index) =>
      part.startsWith(':') ? segments[index] !== '' : part === segments[index],
    );
    if (matches && (!best || moreSpecific(template, best))) best = template;
  }
  return best?.route;
}

function validatorFor(route: string, status: string, schema: object): ValidateFunction {
  const key = `${route} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    // The schemas are the server's own output; checking them again would only cost time.
    ajv ??= new Ajv({ allErrors: true, strict: false, validateSchema: false, code: { optimize: false } });
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

function describeErrors(errors: ErrorObject[]): string {
  const lines = errors.slice(0, SHOWN_MISMATCHES).map((error) => {
    const where = error.instancePath || '(the body)';
    const extra =
      error.keyword === 'additionalProperties'
        ? ` '${(error.params as { additionalProperty: string }).additionalProperty}'`
        : error.keyword === 'enum'
          ? ` ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`
          : '';
    return `  ${where}: ${error.message ?? error.keyword}${extra}`;
  });
  if (errors.length > SHOWN_MISMATCHES) lines.push(`  … and ${errors.length - SHOWN_MISMATCHES} more`);
  return lines.join('\n');
}

/**
 * Why a mocked method and path is not one the server has, or undefined when it has it. The message
 * names the command that refreshes the contract, in case the route is new on the server.
 */
export function unknownRouteProblem(method: string, url: string): string | undefined {
  if (serverRouteOf(method, url)) return undefined;
  return (
    `The mock '${method} ${url}' answers a route the server does not have. Correct the method or path, ` +
    `mark it with fromAnotherServer() if the test simulates another server, or, if the route is new, ` +
    `regenerate apps/web/src/test/api-contract.json: ${REGENERATE}`
  );
}

/**
 * Why a mocked reply differs from what the server can answer, or undefined when it matches: a success
 * against the route's declared response schema for that status, an error against API.md's error shape.
 */
export function replyProblem(method: string, url: string, status: number, data: unknown): string | undefined {
  const call = `${method} ${url}`;
  if (status >= 400) {
    const parsed = errorSchema.safeParse(data);
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, SHOWN_MISMATCHES)
        .map((issue) => `  /${issue.path.join('/')}: ${issue.message}`)
        .join('\n');
      return `The mock '${call}' answers ${status} with a body that is not API.md's error shape (use apiError()):\n${where}`;
    }
    if (parsed.data.statusCode !== status) {
      return `The mock '${call}' answers ${status} with an error body whose statusCode is ${parsed.data.statusCode}.`;
    }
    return undefined;
  }
  const route = serverRouteOf(method, url);
  if (!route) return unknownRouteProblem(method, url);
  const answers = loadContract().contract[route]!;
  const declared = Object.keys(answers);
  if (!declared.includes(String(status))) {
    return `The mock '${call}' answers ${status}, but the server's ${route} answers ${declared.join(' or ')}.`;
  }
  const schema = answers[String(status)];
  // A file or an event stream: nothing in JSON to compare.
  if (!schema) return undefined;
  if (status === 204) {
    return data === undefined || data === null || data === ''
      ? undefined
      : `The mock '${call}' answers 204 with a body; the server sends none.`;
  }
  const validate = validatorFor(route, String(status), schema);
  if (validate(data)) return undefined;
  return (
    `The mock '${call}' answers ${status} with a body that differs from the server's contract for ${route}:\n` +
    describeErrors(validate.errors ?? [])
  );
}
