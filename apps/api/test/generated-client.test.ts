import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './app';

/**
 * Issue 36: a client generated from the OpenAPI document (openapi-typescript's types, openapi-fetch's
 * calls) compiles and works. The program is docs/examples/api-client.ts, the one docs/api.md shows.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const PROGRAM = path.join(ROOT, 'docs/examples/api-client.ts');
const PAGE = path.join(ROOT, 'docs/api.md');
// TypeScript 7, the native compiler: the generated types take it about a second, TypeScript 6 six. The
// compiling test takes about 6 s on an idle machine; its time limit allows for a machine busy with others.
const TSC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);

/** What a client's developer would have: strict checks, Node's types, only erasable TypeScript. */
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    lib: ['ES2023'],
    types: ['node'],
    strict: true,
    noUncheckedIndexedAccess: true,
    erasableSyntaxOnly: true,
    verbatimModuleSyntax: true,
    skipLibCheck: true,
    noEmit: true,
  },
  files: ['api-client.ts', 'misuse.ts'],
};

/** Mistakes the generated types must refuse, one a line: were they `any`, the program would prove nothing. */
const MISUSES = [
  "api.POST('/api/trips', { body: { title: 'x', destination: { name: 'x' }, startDate: '2031-05-01', endDate: '2031-05-02', budget: 'cheap' } });",
  "api.GET('/api/tripz');",
  "api.GET('/api/trips/{id}', { params: { path: {} } });",
  "api.GET('/api/trips').then(({ error }) => error?.kode);",
];
const MISUSE_FILE = [
  "import createClient from 'openapi-fetch';",
  "import type { paths } from './trilha';",
  "const api = createClient<paths>({ baseUrl: 'http://localhost' });",
  ...MISUSES,
].join('\n');
const FIRST_MISUSE_LINE = 4;

interface Program {
  signIn(baseUrl: string, account: { name: string; email: string; password: string }): Promise<string>;
  planLisbon(
    baseUrl: string,
    token: string,
  ): Promise<{
    trip: { id: string; title: string; days: number };
    refusedPaths: string[];
    places: string[];
    missing: { status: number; code: string };
  }>;
}

let ctx: TestContext;
let baseUrl: string;
let folder: string;
beforeAll(async () => {
  ctx = await createTestApp();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  folder = mkdtempSync(path.join(os.tmpdir(), 'trilha-client-'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(folder, { recursive: true, force: true });
});

/** `tsc`'s errors as `file:line: message`, none when the folder compiles. */
async function typeErrors(project: string): Promise<string[]> {
  const run = await promisify(execFile)(process.execPath, [TSC, '-p', project, '--pretty', 'false'], {
    cwd: project,
  }).catch((failure: { stdout?: string; stderr?: string }) => ({
    stdout: failure.stdout ?? '',
    stderr: failure.stderr ?? '',
  }));
  const output = `${run.stdout}${run.stderr}`.trim();
  return output ? output.split('\n').filter((line) => !/^\s/.test(line)) : [];
}

describe('a client generated from the OpenAPI document', () => {
  it('compiles the example program strictly, and refuses what the API does not take', async () => {
    const document = (await ctx.app.inject('/api/openapi.json')).json();
    writeFileSync(path.join(folder, 'trilha.d.ts'), astToString(await openapiTS(document)));
    copyFileSync(PROGRAM, path.join(folder, 'api-client.ts'));
    writeFileSync(path.join(folder, 'misuse.ts'), MISUSE_FILE);
    writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    // openapi-fetch and Node's types, as the client's own node_modules would have them.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');

    const errors = await typeErrors(folder);
    expect(errors.filter((error) => !error.startsWith('misuse.ts'))).toEqual([]);
    const refusedLines = new Set(
      errors.map((error) => Number(/^misuse\.ts\((\d+),/.exec(error)?.[1])).filter(Boolean),
    );
    MISUSES.forEach((misuse, index) => {
      expect(refusedLines.has(FIRST_MISUSE_LINE + index), misuse).toBe(true);
    });
  }, 60_000);

  it('runs: signs up, plans a trip, adds a place, reads it back, and types the errors', async () => {
    // Not imported by name: the program's types come from the generated file, which is not in the repository.
    const program = (await import(/* @vite-ignore */ PROGRAM)) as Program;
    const token = await program.signIn(baseUrl, {
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'correct horse battery',
    });
    const result = await program.planLisbon(baseUrl, token);

    expect(result.trip).toMatchObject({ title: 'Lisbon in May', days: 8 });
    expect(result.places).toEqual(['09:30 Torre de Belém']);
    expect(result.refusedPaths).toEqual(['endDate']);
    expect(result.missing).toEqual({ status: 404, code: 'TRIP_NOT_FOUND' });
    // The trip is there for the API as for the program; signing in again finds the account.
    const stored = await ctx.app.inject({
      url: `/api/trips/${result.trip.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.json()).toMatchObject({ title: 'Lisbon in May', destination: { name: 'Lisbon' } });
    const again = await program.signIn(baseUrl, {
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'correct horse battery',
    });
    expect(again).toEqual(expect.any(String));
  });

  it('shows on docs/api.md only code of the program it compiles', () => {
    const lines = (text: string) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    const program = lines(readFileSync(PROGRAM, 'utf8')).join('\n');
    const blocks = [...readFileSync(PAGE, 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map(
      (match) => match[1]!,
    );
    expect(blocks.length).toBeGreaterThan(0);
    // Indentation aside: the page shows excerpts from inside a function.
    for (const block of blocks) expect(program, block).toContain(lines(block).join('\n'));
  });
});
