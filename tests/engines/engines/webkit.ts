/**
 * WebKitGTK (Safari's engine) through Debian's WebKitWebDriver and its MiniBrowser, driven
 * by selenium-webdriver over classic WebDriver. MiniBrowser has no headless mode: it needs
 * an X display (support/xvfb.ts). `--full-screen` drops its toolbar, so the window's size
 * is the page's viewport and a 390 px phone fits (the toolbar alone is 447 px wide).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key as Keys, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { Driver, ElementRef, Key } from '../driver.ts';
import { freePort, waitFor } from '../support/processes.ts';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

interface SeleniumRef extends ElementRef {
  element: WebElement;
}

const KEYS: Record<Key, string> = {
  Escape: Keys.ESCAPE,
  Enter: Keys.ENTER,
  Tab: Keys.TAB,
  Backspace: Keys.BACK_SPACE,
};

export async function launchWebKit(display: string): Promise<Driver> {
  // MiniBrowser saves a download in its home folder, without asking: a fresh one per run.
  const home = mkdtempSync(join(tmpdir(), 'punkty-webkit-home-'));
  const port = await freePort();
  const server = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, HOME: home, XDG_CONFIG_HOME: join(home, '.config') },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor('WebKitWebDriver', async () => (await fetch(`${url}/status`)).ok, 20_000);
  let driver: WebDriver;
  try {
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      })
      .build();
  } catch (error) {
    server.kill();
    throw error;
  }
  const elementOf = (element: ElementRef) => (element as SeleniumRef).element;

  return {
    engine: 'webkit',
    serviceWorker: true,
    async open(target) {
      await driver.get(target);
    },
    async reload() {
      await driver.navigate().refresh();
    },
    async back() {
      await driver.navigate().back();
    },
    async url() {
      return driver.getCurrentUrl();
    },
    async setViewport(width, height) {
      // The window's size is the viewport's (no toolbar); check, and correct any frame.
      await driver.manage().window().setRect({ width, height });
      const [innerWidth, innerHeight] = await driver.executeScript<number[]>('return [innerWidth, innerHeight]');
      if (innerWidth !== width || innerHeight !== height) {
        await driver
          .manage()
          .window()
          .setRect({ width: 2 * width - innerWidth!, height: 2 * height - innerHeight! });
      }
    },
    async run<T>(fn: string, args: unknown[] = []) {
      return driver.executeScript<T>(`return (${fn}).apply(null, arguments)`, ...args);
    },
    async element(find, query) {
      const element = await driver.executeScript<WebElement | null>(`return (${find})(arguments[0])[0] || null`, query);
      return element ? ({ engine: 'webkit', element } as SeleniumRef) : null;
    },
    async click(element) {
      await elementOf(element).click();
    },
    async type(element, text) {
      await elementOf(element).sendKeys(text);
    },
    async press(key) {
      await driver.actions().sendKeys(KEYS[key]).perform();
    },
    async screenshot(path) {
      await writeFile(path, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async downloads() {
      return readdirSync(home, { withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => join(home, entry.name));
    },
    takeErrors() {
      // WebKitWebDriver has no log endpoint: its console is not reachable from here.
      return [];
    },
    async close() {
      await driver.quit().catch(() => undefined);
      server.kill();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
