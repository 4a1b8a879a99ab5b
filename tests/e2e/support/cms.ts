/**
 * The CMS in local mode (`npm run cms`: scripts/cms.mjs) for a test, editing a
 * temporary copy of src/content/legal, never the working tree: its own ports,
 * its own folder, both removed when it stops.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const LEGAL = 'src/content/legal';

export interface LocalCms {
  /** The site's origin; the CMS is at `${url}/admin/`. */
  url: string;
  /** The copy of src/content/legal the CMS edits. */
  legalDir: string;
  stop(): Promise<void>;
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

export async function startLocalCms(): Promise<LocalCms> {
  const repo = mkdtempSync(join(tmpdir(), 'punkty-cms-'));
  const legalDir = join(repo, LEGAL);
  cpSync(join(ROOT, LEGAL), legalDir, { recursive: true });
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, ['scripts/cms.mjs'], {
    cwd: ROOT,
    env: { ...process.env, CMS_PORT: String(sitePort), CMS_API_PORT: String(apiPort), PUNKTY_CMS_REPO: repo },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${sitePort}`;
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await stopped;
    rmSync(repo, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => (await fetch(`${url}/admin/`)).ok, 'the dev server');
    await waitFor(
      async () =>
        (
          await fetch(`http://127.0.0.1:${apiPort}/api/v1`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"action":"info"}',
          })
        ).ok,
      'the local backend',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, legalDir, stop };
}
