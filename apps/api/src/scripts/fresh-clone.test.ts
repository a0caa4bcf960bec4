import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOldNode, pathWithOldNode } from '../../test/old-node';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const oldNode = findOldNode();
let folder = '';
let clone = '';
let server: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// A newcomer's machine: a packaged Node older than 22.22 first on PATH, nothing of this run's npm.
const newcomer = (extra: Record<string, string> = {}) => {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    // npm_* is what this run's npm set for its scripts (NPM_CONFIG_* of one's own setting stays).
    if (value !== undefined && !/^(npm_|TRILHA_NODE$|VITEST|NODE_ENV$|DATABASE_URL$)/.test(name))
      env[name] = value;
  }
  return { ...env, PATH: pathWithOldNode(oldNode!.path), ...extra };
};

const run = (command: string, args: string[], cwd: string) => {
  const result = spawnSync(command, args, {
    cwd,
    env: newcomer(),
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
};

/** Resolves with everything the server printed once /api/health answers 200; rejects if it exits first. */
function startedUntilHealthy(child: ChildProcess, port: number) {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<string>((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`npm start exited (${code}) before answering:\n${output}`)),
    );
    // The server logs when it listens; until then each look at /api/health is refused at once.
    const look = () =>
      fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => (response.ok ? resolve(output) : setTimeout(look, 250)))
        .catch(() => setTimeout(look, 250));
    look();
  });
}

// A fresh clone set up and started by a newcomer whose Node is older than the supported one: `npm ci` under
// that Node, then `npm start` fetches (here: finds, in ~/.cache/trilha-node) Node 24, builds and serves.
// It takes about a minute of both cores (npm ci, then a build), so it runs when asked for: .ci/run runs it on
// its own, beside the browser journeys (which leave a core partly idle), rather than inside `npm test`.
const skipped = !oldNode
  ? 'there is no Node older than 22.22 on this machine'
  : !process.env.TRILHA_FRESH_CLONE_TEST
    ? 'it takes a minute of both cores: .ci/run runs it with TRILHA_FRESH_CLONE_TEST=1'
    : process.env.TEST_DATABASE_URL
      ? 'the database does not matter to it: the embedded pass of the suite runs it'
      : undefined;

describe.skipIf(skipped)(
  `a fresh clone on Node ${oldNode?.version ?? '<22.22'}${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    beforeAll(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'trilha-fresh-clone-'));
      clone = path.join(folder, 'trilha');
    });

    afterAll(async () => {
      if (server?.exitCode === null && server.pid) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        process.kill(-server.pid, 'SIGTERM');
        await exited;
      }
      // A whole node_modules: on a busy machine its removal alone can take a minute.
      await rm(folder, { recursive: true, force: true });
    }, 300_000);

    it('is set up by npm ci and served by npm start, native add-ons and all', async () => {
      run('git', ['clone', '--quiet', '--no-hardlinks', REPO, clone], folder);
      run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], clone);

      // Every native add-on npm ci put there under the old Node loads under Node 24 (they are N-API builds).
      const addOns = run(
        'node',
        [
          'scripts/node-runtime.mjs',
          'node',
          '-e',
          `const { readdirSync } = require('node:fs'), path = require('node:path');
       const found = readdirSync('node_modules', { recursive: true }).filter((file) => file.endsWith('.node'));
       for (const file of found) require(path.resolve('node_modules', file));
       console.log(process.versions.node.split('.')[0], found.length);`,
        ],
        clone,
      );
      const [major, count] = addOns.trim().split(' ').map(Number);
      expect(major).toBeGreaterThanOrEqual(24);
      expect(count).toBeGreaterThanOrEqual(4);

      const port = await freePort();
      server = spawn('npm', ['start'], {
        cwd: clone,
        env: newcomer({ PORT: String(port), DATA_DIR: path.join(folder, 'data') }),
        detached: true,
      });
      const output = await startedUntilHealthy(server, port);
      expect(output).toContain('Building Trilha (no build yet)… done in');
      expect(output).not.toContain('needs Node.js');
    }, 600_000);
  },
);
