/** Bad inputs for the fuzz test, drawn from a seeded generator so that a failure reproduces. */

/** mulberry32: small, fast and good enough to pick test cases; the same seed gives the same run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** `count` distinct items (all of them when there are fewer), in a seeded order. */
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (pool.length > 0 && chosen.length < count)
      chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return chosen;
  };
  return { next, pick, sample };
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
}

const NUL = '\u0000';

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Values no field should turn into a 500: wrong types, extremes, NUL, odd dates, prototype names. */
export const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  ' ',
  NUL,
  `a${NUL}b`,
  '\ud800',
  '\udfff\ud800',
  'x'.repeat(70_000),
  '💥'.repeat(2_000),
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999.99',
  '0.001',
  '2031-02-30',
  '9999-12-31',
  '0000-01-01',
  '0001-01-01',
  '+275760-09-13',
  '1900-01-01T10:00',
  '2031-05-01T24:00',
  '2031-05-01T10:00:00+99:00',
  '25:61',
  'ZZZ',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  "' OR 1=1 --",
  '00000000-0000-0000-0000-000000000000',
  [],
  [null, 1, 'a'],
  {},
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
  nested(60),
  Array.from({ length: 300 }, (_, i) => ({ name: `n${i}` })),
];

/** Whole bodies, as JSON text, that no route should turn into a 500. */
export const BAD_BODIES: readonly string[] = [
  '{}',
  '[]',
  'null',
  '"text"',
  '123',
  'true',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
  '{"a":',
  JSON.stringify({ [NUL]: NUL }),
];

/** Bodies in other media types than JSON: [content type, body]. */
export const OTHER_BODIES: readonly [string, string][] = [
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'a=1&__proto__=2'],
  ['application/json; charset=utf-16', '{}'],
  ['multipart/form-data', '--x\r\n\r\n'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
  ],
];

/** Path parameters that are not the caller's ids (URL-encoded where needed). */
export const BAD_IDS: readonly string[] = [
  'x',
  '0',
  '-1',
  '%00',
  'a%00b',
  '00000000-0000-0000-0000-000000000000',
  '01890a5d-ac96-774b-bcce-b302099a8057',
  '__proto__',
  'constructor',
  'null',
  "1'2",
  '%E0%A4%A',
  '%F0%9F%92%A5',
  'x'.repeat(90),
  '9999-12-31',
  '2031-02-30',
];

/** Query values: every query parameter arrives as a string, or an array when repeated. */
export const BAD_QUERY_VALUES: readonly (string | string[])[] = [
  '',
  NUL,
  'x'.repeat(5_000),
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'NaN',
  '2031-02-30',
  '9999-12-31',
  '0001-01-01',
  '+275760-09-13',
  '__proto__',
  'constructor',
  '%',
  ['a', 'b'],
  ['2031-01-01', '2031-01-02'],
];

/** A value that fits `schema` as far as its shape says, preferring what `known` has for a field name. */
export function sampleOf(schema: JsonSchema, known: (name: string) => unknown, name = ''): unknown {
  const fromName = known(name);
  if (fromName !== undefined && (!schema.enum || schema.enum.includes(fromName))) return fromName;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const option = schema.anyOf ?? schema.oneOf;
  if (option) return sampleOf(option.find((s) => s.type !== 'null') ?? option[0]!, known, name);
  if (schema.allOf) return sampleOf(Object.assign({}, ...schema.allOf) as JsonSchema, known, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [key, sampleOf(child, known, key)]),
      );
    case 'array':
      return schema.items ? [sampleOf(schema.items, known, name)] : [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return stringFor(schema);
    default:
      return 'a';
  }
}

const STRING_CANDIDATES = [
  'LIS',
  '2031-05-02',
  '2031-05-02T10:00',
  '10:00',
  '12A',
  'TP 88',
  'EUR',
  '120.50',
  'https://example.com',
  '+351 912 345 678',
  'PT',
  'ana@example.com',
  'abc',
  '1',
];

function stringFor(schema: JsonSchema): string {
  if (schema.format === 'email') return 'ana@example.com';
  if (schema.format === 'date') return '2031-05-02';
  if (schema.format === 'date-time') return '2031-05-02T10:00:00Z';
  if (schema.format === 'uri') return 'https://example.com';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return STRING_CANDIDATES.find((candidate) => pattern.test(candidate)) ?? 'a';
  }
  return 'abc'.padEnd(Math.min(schema.minLength ?? 0, 200), 'c').slice(0, schema.maxLength ?? 200);
}

/** Every path to a value inside `value` (objects and arrays), as key lists. */
export function pathsIn(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    return [path, ...pathsIn(child, path)];
  });
}

/** A deep copy of `value` with the value at `path` replaced (or removed, for `undefined`). */
export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}
