import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOldNode, pathWithOldNode } from '../../test/old-node';

const RUNTIME = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../scripts/node-runtime.mjs',
);
const oldNode = findOldNode();
let folder = '';
let calls = '';
let fakeNpm = '';
let home = '';

const run = (env: Record<string, string>, ...args: string[]) => {
  const result = spawnSync(oldNode!.path, [RUNTIME, ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: pathWithOldNode(oldNode!.path),
      npm_config_nodedir: '/the/old/node/headers',
      ...env,
    },
  });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
};

describe.skipIf(!oldNode)(
  `scripts/node-runtime.mjs on an old Node (${oldNode?.version ?? 'none on this machine'})`,
  () => {
    beforeAll(() => {
      folder = mkdtempSync(path.join(os.tmpdir(), 'trilha-node-runtime-'));
      // The registry stands in as a fake npm (run as npm_execpath, as `npm start` runs the module):
      // `view` names Node 24 tarballs at an address that answers nothing (so the size said is the
      // approximate one), `install` links this test's own Node 24 where npm would put the downloaded
      // one, and every call is written down.
      home = path.join(folder, 'node-home');
      calls = path.join(folder, 'npm-calls.log');
      fakeNpm = path.join(folder, 'fake-npm.cjs');
      writeFileSync(
        fakeNpm,
        `const fs = require('node:fs'), path = require('node:path');
    const args = process.argv.slice(2);
    fs.appendFileSync(${JSON.stringify(calls)}, args.join(' ') + '\\n');
    if (args[0] === 'view') console.log(JSON.stringify(['http://127.0.0.1:9/node-x-24.1.0.tgz', 'http://127.0.0.1:9/node-x-24.10.2.tgz', 'http://127.0.0.1:9/node-x-24.9.0.tgz']));
    if (args[0] === 'install') {
      const bin = path.join(args[args.indexOf('--prefix') + 1], 'bin');
      fs.mkdirSync(bin, { recursive: true });
      fs.symlinkSync(${JSON.stringify(process.execPath)}, path.join(bin, 'node'));
    }
    `,
      );
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    // Read at each run: beforeAll sets the folders.
    const env = () => ({ TRILHA_NODE_HOME: home, npm_execpath: fakeNpm, TRILHA_NODE: '' });

    it('fetches the newest Node 24 once, says so in one line, and runs the command with it', () => {
      const first = run(env(), 'node', '-p', 'process.version + " " + process.env.npm_config_nodedir');
      expect(first.stdout).toBe(
        `${process.version} ${path.join(home, 'lib/node_modules', `node-${process.platform}-${process.arch}`)}`,
      );
      expect(first.stderr).toBe(
        `Node.js ${oldNode!.version.slice(1)} is older than 22.22: fetching Node.js 24.10.2 (node-${process.platform}-${process.arch}, ` +
          `about 50 MB) from the npm registry into ${home}, once (TRILHA_NODE=system keeps this Node).`,
      );
      expect(readFileSync(calls, 'utf8').split('\n').filter(Boolean)).toEqual([
        `view node-${process.platform}-${process.arch}@24 dist.tarball --json`,
        `install -g --prefix ${home} --no-audit --no-fund --loglevel=error node-${process.platform}-${process.arch}@24.10.2`,
      ]);

      // A later run reuses it without asking the registry; exit codes come back as they were.
      const again = run(env(), 'node', '-e', 'process.exit(7)');
      expect(again).toEqual({ status: 7, stdout: '', stderr: '' });
      expect(readFileSync(calls, 'utf8').split('\n').filter(Boolean)).toHaveLength(2);

      // .ci/run takes the same Node through the shell.
      expect(run(env(), '--print-env').stdout).toBe(
        `export PATH='${pathWithOldNode(oldNode!.path).replace(/^/, `${home}/bin:`)}'\n` +
          `export npm_config_nodedir='${path.join(home, 'lib/node_modules', `node-${process.platform}-${process.arch}`)}'`,
      );
    });

    it('keeps the old Node with TRILHA_NODE=system, and refuses it in one line', () => {
      const kept = run({ ...env(), TRILHA_NODE: 'system' }, 'node', '-v');
      expect(kept.status).toBe(1);
      expect(kept.stderr).toBe(
        `Trilha needs Node.js 22.22 or newer (24 LTS recommended); this is ${oldNode!.version}. Without ` +
          `TRILHA_NODE=system, npm start fetches Node 24 by itself (docs/self-hosting.md, "From source", says more).`,
      );
    });

    it('names what to do when the registry has no Node 24 for this machine', () => {
      const noBuild = path.join(folder, 'npm-404.cjs');
      writeFileSync(noBuild, `console.error('npm error code E404'); process.exit(1);`);
      const none = run(
        { ...env(), TRILHA_NODE_HOME: path.join(folder, 'empty'), npm_execpath: noBuild },
        'node',
        '-v',
      );
      expect(none).toEqual({
        status: 1,
        stdout: '',
        stderr:
          `Could not get Node.js 24 for this machine from the npm registry (npm view node-${process.platform}-${process.arch}@24: ` +
          'npm error code E404). Install Node.js 24 (https://nodejs.org) and run again.',
      });
    });
  },
);
