// `npm run build`: the web app and the server build at the same time, since neither reads the other's
// output (the server's PGlite template is mostly one thread waiting on WASM, the web build the other), and
// the sources are then recorded as built. Each part's output is shown only if it fails.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useSupportedNode } from './node-runtime.mjs';

await useSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs one workspace's build script, settling with its exit code, output and seconds taken. */
function build(workspace) {
  const started = Date.now();
  const child = spawn('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    shell: process.platform === 'win32',
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ workspace, code: 1, output: error.message, seconds: 0 }));
    child.on('close', (code) => resolve({ workspace, code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all([build('@trilha/web'), build('@trilha/api')]);
const failed = results.filter((result) => result.code !== 0);
for (const result of failed) console.error(`${result.workspace} did not build:\n${result.output}`);
if (failed.length > 0) process.exit(1);

const marked = spawn(
  process.execPath,
  [path.join(root, 'scripts/start.mjs'), '--root', root, '--mark-built'],
  {
    stdio: 'inherit',
  },
);
marked.on('close', (code) => {
  if (code !== 0) process.exit(code ?? 1);
  console.log(
    results.map((result) => `${result.workspace} built in ${result.seconds.toFixed(0)} s`).join(', '),
  );
});
