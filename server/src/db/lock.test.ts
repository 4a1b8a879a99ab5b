import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './lock.ts';

/** Issue 13: the data-directory lock is atomic and takes over a dead owner's lock at once. */
let root: string;
let n = 0;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'punkty-lock-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const freshDir = () => join(root, `data-${++n}`);
const lockOf = (dir: string) => `${dir}.lock`;
/** The pid of a process that has exited and been reaped. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

/** Waits (up to 2 s) until `check` holds. */
async function until(check: () => boolean) {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 2000) throw new Error('the condition did not come true within 2 s');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('lockDataDir', () => {
  it('takes a free directory, names this process, and releases', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(lockOf(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockOf(dir))).toBe(false);
  });

  it('refuses a directory a live process holds, naming it', () => {
    const dir = freshDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(lockOf(dir), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(`is in use by process ${holder.pid}`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a dead process at once', () => {
    const dir = freshDir();
    writeFileSync(lockOf(dir), String(deadPid()));
    const started = performance.now();
    const release = lockDataDir(dir);
    expect(performance.now() - started).toBeLessThan(100);
    expect(readFileSync(lockOf(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over the lock of a process killed moments ago and not yet reaped (a zombie)', async () => {
    const dir = freshDir();
    // `sleep 30 &` under a parent that never reaps it (exec replaces the shell with sleep).
    const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const child = Number(
        await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
      );
      // Until the shell has become `sleep`, it would still reap its child itself.
      await until(() => readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim() === 'sleep');
      process.kill(child, 'SIGKILL');
      await until(() => / Z /.test(readFileSync(`/proc/${child}/stat`, 'utf8').replace(/^.*\)/, ')')));
      writeFileSync(lockOf(dir), String(child));
      lockDataDir(dir)();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('lets exactly one of two processes starting together over a stale lock win, in 20 trials', async () => {
    const contender = fileURLToPath(new URL('../test/lock-contender.ts', import.meta.url));
    const outcomes: string[] = [];
    for (let trial = 0; trial < 20; trial++) {
      const dir = freshDir();
      writeFileSync(lockOf(dir), String(deadPid()));
      const both = [0, 1].map(() => {
        const child = spawn(process.execPath, [contender, dir], { stdio: ['pipe', 'pipe', 'inherit'] });
        let out = '';
        const said = (word: string) =>
          new Promise<void>((resolve) => {
            const check = () => (out.includes(word) ? resolve() : undefined);
            child.stdout.on('data', (d) => ((out += d), check()));
            check();
          });
        const exited = new Promise((resolve) => child.once('exit', resolve));
        return {
          child,
          said,
          result: () => (out.includes('won') ? 'won' : out.includes('refused') ? 'refused' : '?'),
          exited,
        };
      });
      await Promise.all(both.map((c) => c.said('ready')));
      const at = Date.now() + 50;
      for (const c of both) c.child.stdin.write(`${at}\n`);
      await Promise.race([Promise.all(both.map((c) => Promise.race([c.said('won'), c.said('refused')])))]);
      const results = both.map((c) => c.result()).sort();
      outcomes.push(results.join('/'));
      for (const c of both) c.child.stdin.end();
      await Promise.all(both.map((c) => c.exited));
      expect(existsSync(lockOf(dir))).toBe(false);
    }
    expect(outcomes).toEqual(Array(20).fill('refused/won'));
  }, 120_000);
});
