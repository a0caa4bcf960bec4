import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { issueDetails, ValidationError, type ErrorDetail } from './errors';

/** Where a value sits in a body: object keys and array indexes. */
export type BodyPath = (string | number)[];

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The zod wrappers whose inner schema says what the value may hold. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as ZodDef;

/**
 * The schemas a value may have to satisfy, wrappers and alternatives taken apart: a union offers each
 * option, a pipe its input (what the body must look like), a lazy schema what it stands for.
 */
function alternatives(schema: z.ZodType, seen = new Set<z.ZodType>()): z.ZodType[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return alternatives(def.innerType, seen);
  if (def.type === 'pipe' && def.in) return alternatives(def.in, seen);
  if (def.type === 'lazy' && def.getter) return alternatives(def.getter(), seen);
  if (def.type === 'union' && def.options) return def.options.flatMap((option) => alternatives(option, seen));
  if (def.type === 'intersection' && def.left && def.right)
    return [...alternatives(def.left, seen), ...alternatives(def.right, seen)];
  return [schema];
}

/** Only a strict object refuses keys it does not know; the others strip or keep them quietly. */
const refusesUnknownKeys = (schema: z.ZodType) => defOf(schema).catchall?._zod.def.type === 'never';

/** Schemas a JSON object may satisfy: any of them that is not a strict object takes any key. */
const CONTAINERS = new Set(['object', 'record', 'any', 'unknown', 'custom']);
const isContainer = (schema: z.ZodType) => CONTAINERS.has(defOf(schema).type);

/** The schema of one key of an object schema (its own: `constructor` is a key like any other). */
function fieldOf(object: z.ZodType, key: string): z.ZodType[] {
  const shape = defOf(object).shape ?? {};
  return Object.hasOwn(shape, key) ? [shape[key]!] : [];
}

function unknownPathsIn(schemas: z.ZodType[], value: unknown, path: BodyPath, found: BodyPath[]) {
  const options = schemas.flatMap((schema) => alternatives(schema));
  if (Array.isArray(value)) {
    const elements = options.flatMap((option) => defOf(option).element ?? []);
    if (elements.length)
      value.forEach((item, index) => unknownPathsIn(elements, item, [...path, index], found));
    return;
  }
  if (!isPlainObject(value)) return;
  const objects = options.filter((option) => defOf(option).type === 'object');
  // Anything else on offer (a record, any, unknown) takes any key.
  if (!objects.length || objects.length < options.filter(isContainer).length) return;
  const strict = objects.every(refusesUnknownKeys);
  for (const [key, child] of Object.entries(value)) {
    const fields = objects.flatMap((object) => fieldOf(object, key));
    if (fields.length) unknownPathsIn(fields, child, [...path, key], found);
    else if (strict) found.push([...path, key]);
  }
}

/**
 * The paths of the body's keys that the schema does not take: keys of strict objects, at any depth
 * (nested objects, array items by index). Cheap, and empty for an ordinary body: only a body that
 * carries more than the schema takes is worth comparing with the stored resource.
 */
export function unknownPaths(schema: z.ZodType, body: unknown): BodyPath[] {
  const found: BodyPath[] = [];
  unknownPathsIn([schema], body, [], found);
  return found;
}

/** The value at `path` in a JSON document, when the document has that path. */
function valueAt(document: unknown, path: BodyPath): { found: boolean; value?: unknown } {
  let value = document;
  for (const step of path) {
    if (Array.isArray(value) && typeof step === 'number' && step < value.length) value = value[step];
    else if (isPlainObject(value) && typeof step === 'string' && Object.hasOwn(value, step))
      value = value[step];
    else return { found: false };
  }
  return { found: true, value };
}

/**
 * `body` without the value at each of `paths`, copying only the objects and arrays on the way to them: the
 * rest is shared with `body`, which stays as it was (a deeply nested body is never walked whole).
 */
function withoutPaths(body: unknown, paths: BodyPath[]): unknown {
  const copies = new WeakSet<object>();
  const copied = <Node extends object>(node: Node): Node => {
    if (copies.has(node)) return node;
    const copy = (Array.isArray(node) ? [...node] : { ...node }) as Node;
    copies.add(copy);
    return copy;
  };
  const root = isPlainObject(body) || Array.isArray(body) ? copied(body) : body;
  for (const path of paths) {
    let parent = root as Json | unknown[];
    for (const step of path.slice(0, -1)) {
      const child = (parent as Record<string | number, unknown>)[step];
      if (!isPlainObject(child) && !Array.isArray(child)) break;
      const copy = copied(child);
      (parent as Record<string | number, unknown>)[step] = copy;
      parent = copy;
    }
    if (isPlainObject(parent)) delete parent[path.at(-1) as string];
  }
  return root;
}

/**
 * Where a value sent for a read-only field is not what GET answered, by the innermost path: inside an
 * object only the keys sent count (a part of it sent unchanged is unchanged), a key GET does not answer
 * there is unknown, and an array of another length is changed as a whole.
 */
function differences(sent: unknown, answered: unknown, path: BodyPath, details: ErrorDetail[]) {
  if (isPlainObject(sent) && isPlainObject(answered)) {
    for (const [key, value] of Object.entries(sent)) {
      if (Object.hasOwn(answered, key)) differences(value, answered[key], [...path, key], details);
      else details.push({ path: [...path, key].join('.'), message: 'validation.unknownField' });
    }
  } else if (Array.isArray(sent) && Array.isArray(answered) && sent.length === answered.length) {
    sent.forEach((item, index) => differences(item, answered[index], [...path, index], details));
  } else if (!isDeepStrictEqual(sent, answered)) {
    details.push({ path: path.join('.'), message: 'validation.readOnly' });
  }
}

/**
 * API.md "Updates": a body may carry what GET answered. Of the keys the schema does not take (`paths`),
 * one GET answers is dropped, and named in `details` where its value is not GET's; one GET does not
 * answer stays, for validation to refuse as unknown. `current` is the resource as GET answers it (JSON).
 * The body given is not changed.
 */
export function settleReadOnly(
  body: unknown,
  paths: BodyPath[],
  current: unknown,
): { body: unknown; details: ErrorDetail[] } {
  const details: ErrorDetail[] = [];
  const answeredPaths = paths.filter((path) => {
    const answered = valueAt(current, path);
    if (answered.found) differences(valueAt(body, path).value, answered.value, path, details);
    return answered.found;
  });
  return { body: withoutPaths(body, answeredPaths), details };
}

/** `unknownPaths` and `settleReadOnly` at once, for a schema, a body and the resource GET answers. */
export function readBack(schema: z.ZodType, body: unknown, current: unknown) {
  return settleReadOnly(body, unknownPaths(schema, body), current);
}

/** The resource as GET sends it: what its response schema encodes, as JSON (a page arrives as JSON). */
function asAnswered(resource: unknown, responseSchema: z.ZodType | undefined): unknown {
  if (typeof resource === 'string') return JSON.parse(resource);
  const encoded = responseSchema ? z.safeEncode(responseSchema, resource) : undefined;
  return JSON.parse(JSON.stringify(encoded?.success ? encoded.data : resource));
}

/** The resource as GET answers it, or nothing when it cannot be read (the route will answer why). */
async function answeredOrNothing(load: () => unknown, responseSchema: z.ZodType | undefined) {
  try {
    return asAnswered(await load(), responseSchema);
  } catch {
    return undefined;
  }
}

/** What else is wrong with the body, so one 400 names every bad value (API.md "Updates"). */
function otherIssues(schema: z.ZodType, body: unknown): ErrorDetail[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issueDetails(issue.code, issue.path, issue.message, 'keys' in issue ? issue.keys : undefined),
  );
}

/**
 * A PUT or PATCH route's `preValidation` hook that lets its body carry what GET answers (API.md
 * "Updates"). `load` reads the resource as GET answers it, through the module's service with the caller
 * as actor, so what the caller may see is unchanged; it runs only when the body carries keys the route's
 * body schema does not take, so an ordinary update costs no extra read. Params are not validated yet at
 * this point: when they do not pass `params`, or the resource cannot be read (unknown id, a stranger),
 * the body is left as it is and the route answers as it always did.
 */
export function readBackFrom<Params extends z.ZodType>(
  params: Params,
  load: (params: z.output<Params>, req: FastifyRequest) => unknown,
): preValidationAsyncHookHandler {
  return async function readBackHook(req) {
    const { body: bodySchema, response } = (req.routeOptions.schema ?? {}) as {
      body?: z.ZodType;
      response?: Record<number, z.ZodType>;
    };
    if (!bodySchema || !isPlainObject(req.body)) return;
    const paths = unknownPaths(bodySchema, req.body);
    if (!paths.length) return;
    const parsed = params.safeParse(req.params);
    if (!parsed.success) return;
    const current = await answeredOrNothing(() => load(parsed.data, req), response?.[200]);
    if (current === undefined) return;
    const { body, details } = settleReadOnly(req.body, paths, current);
    if (details.length) throw new ValidationError([...details, ...otherIssues(bodySchema, body)]);
    req.body = body;
  };
}

/** One item of a list GET answers, by `_id`: for resources that have no GET of their own. */
export async function itemOf<Item extends { _id: string }>(list: Item[] | Promise<Item[]>, id: string) {
  const item = (await list).find((candidate) => candidate._id === id);
  if (!item) throw new Error('not in the list');
  return item;
}
