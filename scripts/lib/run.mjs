import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs a tool of node_modules/.bin on this very Node (24, from the `node`
 * package), not on whatever `node` comes first in PATH. Resolves to the exit code.
 */
export function runBin(name, args = [], options = {}) {
  return runNode([join(ROOT, 'node_modules', '.bin', name), ...args], options);
}

/** Runs a script on this very Node; resolves to the exit code. */
export function runNode(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ASTRO_TELEMETRY_DISABLED: '1', ...process.env, ...options.env },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
