/**
 * The CMS at /admin in local mode (issue 15): an editor changes the rules page in the
 * browser, the Markdown file changes, and the next build publishes it; a bad date or an
 * empty title is refused in the form and nothing is written. The CMS edits a temporary
 * copy of src/content/legal (support/cms.ts), and the rebuilt site goes to a folder of
 * its own, so the working tree and dist/ stay as they were.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, loginAs } from './real-login.ts';
import { LEGAL, ROOT, startLocalCms, type LocalCms } from './support/cms.ts';
import { startPrivateServer } from './support/server.ts';

// One CMS (a dev server and its local backend) for the file's tests, one after the other.
test.describe.configure({ mode: 'serial' });

const workingTreeRules = join(ROOT, LEGAL, 'rules.md');
const untouched = readFileSync(workingTreeRules, 'utf8');
let cms: LocalCms;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  cms = await startLocalCms();
});
test.afterAll(async () => cms?.stop());

const rulesFile = () => join(cms.legalDir, 'rules.md');

/** Opens the rules document in the CMS's editor (local mode: the login is one button). */
async function openRules(page: Page) {
  await page.goto(`${cms.url}/admin/#/collections/legal/entries/rules`);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByLabel('Tytuł')).toHaveValue('Zasady', { timeout: 30_000 });
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Opublikuj' }).click();
  await page.getByRole('menuitem', { name: 'Opublikuj teraz' }).click();
}

/** Every request the page sends to the local backend to write a file. */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /"action":"persist/.test(request.postData() ?? '')) writes.push(request.url());
  });
  return writes;
}

/** The dev server's messages asking its pages to reload (it sends one when a watched file changes). */
function watchReloadRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"full-reload"')) asked.push(String(payload));
    }),
  );
  return asked;
}

/** Every document the page's main frame loads from now on. */
function watchDocuments(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test.describe('a form with errors', () => {
  // Decap CMS rejects its save with a bare object when the form has errors: an unhandled
  // rejection without a message, which Chromium reports as a page error "undefined".
  test.use({ allowedConsoleErrors: [/^undefined$/] });

  test('an invalid date and an empty title are refused in the form, and nothing is written', async ({ page }) => {
    const before = readFileSync(rulesFile(), 'utf8');
    const writes = watchWrites(page);
    await openRules(page);

    await page.getByLabel('Data ostatniej zmiany').fill('21.11.2026');
    await publish(page);
    await expect(page.getByText(/nie pasuje do formatu: Wpisz datę jako RRRR-MM-DD/i)).toBeVisible();

    await page.getByLabel('Data ostatniej zmiany').fill('2026-13-01');
    await publish(page);
    await expect(page.getByText(/nie pasuje do formatu/i)).toBeVisible();

    await page.getByLabel('Data ostatniej zmiany').fill('2026-11-30');
    await page.getByLabel('Tytuł').fill('');
    await publish(page);
    await expect(page.getByText(/Tytuł jest wymagane/i)).toBeVisible();
    await expect(page.getByText('Niezapisane zmiany', { exact: false })).toBeVisible();

    expect(writes).toEqual([]);
    expect(readFileSync(rulesFile(), 'utf8')).toBe(before);
  });
});

test('an edit of the rules in /admin changes the Markdown file, and the next build shows it on /rules', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sentence = `Zmiana wprowadzona w panelu edycji ${Date.now()}.`;
  const writes = watchWrites(page);
  const reloadsAsked = watchReloadRequests(page);
  await openRules(page);
  const documents = watchDocuments(page);

  await page.getByLabel('Data ostatniej zmiany').fill('2026-11-30');
  // The body in the Markdown editor's formatted mode: a new paragraph under "Portfel".
  const body = page.locator('[contenteditable="true"]').last();
  await body.getByText('Portfel', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(sentence);
  // The live preview shows the edit, in the site's typography.
  const preview = page.locator('iframe').first().contentFrame();
  await expect(preview.locator('.legal-document__prose')).toContainText(sentence);
  await expect(preview.locator('.legal-document__meta')).toHaveText('Ostatnia zmiana: 30.11.2026');

  await publish(page);
  await expect(page.getByText('Zmiany zapisane', { exact: false })).toBeVisible();
  await expect.poll(() => readFileSync(rulesFile(), 'utf8')).toContain(sentence);
  expect(writes, 'one write, seen by the watcher the test of errors relies on').toHaveLength(1);
  const saved = readFileSync(rulesFile(), 'utf8');
  expect(saved).toMatch(/^updatedAt: 2026-11-30$/m);
  // The new paragraph comes after the heading it was typed under.
  expect(saved.indexOf(sentence)).toBeGreaterThan(saved.indexOf('## Portfel'));
  // The dev server asks its pages to reload after the write (so /rodo in another tab shows
  // it); the editor keeps its state. Vite's client reloads within ~50 ms of the message.
  await expect.poll(() => reloadsAsked.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  expect(documents, 'the editor reloaded after its own save').toEqual([]);
  await expect(page.getByLabel('Tytuł')).toHaveValue('Zasady');

  // `npm run build` of the edited files, into a folder of its own.
  const legalDir = mkdtempSync(join(tmpdir(), 'punkty-legal-'));
  cpSync(cms.legalDir, legalDir, { recursive: true });
  // Leave /admin first: its dev-server client polls a stopped server and logs every refusal.
  // The editor may be navigating itself after the save (CI saw ERR_ABORTED): try again.
  await expect(() => page.goto('about:blank')).toPass({ timeout: 15_000 });
  await cms.stop();
  const outDir = `dist-cms-e2e-${process.pid}`;
  try {
    const code = await new Promise<number | null>((resolve) => {
      const build = spawn(process.execPath, [join(ROOT, 'node_modules/.bin/astro'), 'build'], {
        cwd: ROOT,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PUNKTY_LEGAL_DIR: legalDir, PUNKTY_OUT_DIR: outDir },
        stdio: 'ignore',
      });
      build.once('exit', resolve);
    });
    expect(code, 'astro build').toBe(0);

    const server = await startPrivateServer({ PUNKTY_OUT_DIR: outDir });
    try {
      await loginAs(page, 'demo', DEMO_PASSWORD, server.url);
      await page.goto(`${server.url}/rules`);
      await expect(page.getByText(sentence)).toBeVisible();
      await expect(page.locator('.legal-document__meta')).toHaveText('Ostatnia zmiana: 30.11.2026');
    } finally {
      // Close the page first: an island still loading its module, or the favicon a page asks
      // for after its load event (CI saw it), would log a refused request once the server stops.
      await page.close();
      await server.stop();
    }
  } finally {
    rmSync(join(ROOT, outDir), { recursive: true, force: true });
    rmSync(legalDir, { recursive: true, force: true });
  }
});

test('the working tree is untouched', () => {
  expect(readFileSync(workingTreeRules, 'utf8')).toBe(untouched);
});
