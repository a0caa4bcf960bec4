// `npm test`'s static checks: ESLint and the three TypeScript projects, side by side. Each one's output is
// printed whole when it ends, so the lines of two checks never interleave; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

// The type checks run on TypeScript 7, the native compiler (package alias `typescript-7`): the three projects
// took 36 s on two cores with TypeScript 6 and take 8 s with it. TypeScript 6 stays the `typescript` package,
// as typescript-eslint needs its JavaScript API, which TypeScript 7.0 does not have.
const TSC = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);
const typecheck = (project) => [
  `typecheck ${project.split('/').pop()}`,
  process.execPath,
  [TSC, '-p', project, '--noEmit'],
];

const CHECKS = [
  ['lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings=0']],
  typecheck('packages/shared'),
  typecheck('apps/api'),
  typecheck('apps/web'),
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${name} (${seconds} s)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

// Vitest runs after them (npm test): beside them it ended no sooner, as both keep the two cores busy.
const codes = await Promise.all(CHECKS.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
