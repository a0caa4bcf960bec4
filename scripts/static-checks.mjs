// `npm test`'s static checks: ESLint and the three TypeScript projects, side by side (each is one
// single-threaded process; one after another they took 83 s on two cores). Each one's output is printed
// whole when it ends, so the lines of two checks never interleave; the exit code is the first failure's.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['lint', 'eslint', ['.', '--max-warnings=0']],
  ['typecheck shared', 'tsc', ['-p', 'packages/shared', '--noEmit']],
  ['typecheck api', 'tsc', ['-p', 'apps/api', '--noEmit']],
  ['typecheck web', 'tsc', ['-p', 'apps/web', '--noEmit']],
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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

const codes = await Promise.all(CHECKS.map(run));
process.exitCode = codes.find((code) => code !== 0) ?? 0;
