/**
 * The usual way, measured in the same run (issue 16): the reference single-page app in
 * ../shared/peer-spa (React + MUI + Redux + axios, its data static JSON; its README says
 * how it is built and served). Nothing of it is in this repository: the bench copies it
 * into bench/.peer/ (ignored by git), installs and builds it once per version of its
 * sources, precompresses it like a CDN (brotli) and serves it with its own serve.mjs.
 * BENCH_PEER_DIR points elsewhere; without the folder, the peer is skipped and the
 * report says so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROOT } from '../scripts/lib/run.mjs';

export const PEER_DIR = process.env.BENCH_PEER_DIR ?? join(ROOT, '..', 'shared', 'peer-spa');
const WORK = join(ROOT, 'bench', '.peer');

/** The peer's pages beside ours: its routes for /goals and the catalogue and award pages. */
export const PEER_ROUTES = { '/goals': '/goals', '/awards-catalog': '/awards-catalog', '/award/:awardId': '/award/1' };

function files(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, base) : [relative(base, path)];
  });
}

/** A hash of the peer's sources: a new build only when they change. */
function versionOf(dir) {
  const hash = createHash('sha256');
  for (const file of files(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex').slice(0, 16);
}

function run(command, args, cwd, log) {
  log(`peer: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr.slice(-500)}`);
}

function compress(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) compress(path);
    else if (/\.(js|css|html|json|svg)$/.test(name))
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
  }
}

/** Builds the peer once per version; resolves the folder to serve, or null when there is no peer. */
export function buildPeer(log = () => {}) {
  if (!existsSync(join(PEER_DIR, 'package.json'))) return null;
  const version = versionOf(PEER_DIR);
  const dist = join(WORK, version, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  const src = join(WORK, version);
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(src, { recursive: true });
  for (const file of files(PEER_DIR)) {
    mkdirSync(dirname(join(src, file)), { recursive: true });
    cpSync(join(PEER_DIR, file), join(src, file));
  }
  run('npm', ['ci', '--no-audit', '--no-fund'], src, log);
  run(process.execPath, [join(src, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], src, log);
  compress(dist);
  return dist;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Serves the built peer with its own server; { url, stop() }, or null without a peer. */
export async function startPeer(log = () => {}) {
  const dist = buildPeer(log);
  if (!dist) return null;
  const port = await freePort();
  const child = spawn(process.execPath, [join(dist, '..', 'serve.mjs'), dist, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (chunk) => String(chunk).includes('serving') && resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve).kill() : resolve())),
  };
}
