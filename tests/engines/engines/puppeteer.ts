/**
 * Firefox ESR (and, for the screenshots' reference, Chromium) through puppeteer-core:
 * WebDriver BiDi straight to Firefox, no driver binary in between. Nothing is downloaded:
 * the browsers are Debian's.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type ElementHandle, type KeyInput } from 'puppeteer-core';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from '../../../scripts/lib/chromium.mjs';
import type { Driver, ElementRef, EngineName, Key } from '../driver.ts';

export const FIREFOX = '/usr/bin/firefox-esr';

interface PuppeteerRef extends ElementRef {
  handle: ElementHandle;
}

export async function launchPuppeteer(engine: 'firefox' | 'chromium'): Promise<Driver> {
  const downloads = mkdtempSync(join(tmpdir(), `punkty-${engine}-downloads-`));
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX,
          headless: true,
          // run.ts stops the browser, and the servers beside it, on a signal.
          handleSIGINT: false,
          handleSIGTERM: false,
          defaultViewport: null,
          extraPrefsFirefox: {
            // Downloads are saved, without a question, where the journey can read them.
            'browser.download.dir': downloads,
            'browser.download.folderList': 2,
            'browser.download.useDownloadDir': true,
            'browser.download.always_ask_before_handling_new_types': false,
            'intl.accept_languages': 'pl-PL, pl',
          },
        })
      : await puppeteer.launch({
          executablePath: SYSTEM_CHROMIUM,
          args: [...CHROMIUM_FLAGS, '--lang=pl-PL'],
          headless: true,
          handleSIGINT: false,
          handleSIGTERM: false,
          defaultViewport: null,
          downloadBehavior: { policy: 'allow', downloadPath: downloads },
        });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));

  const ref = (handle: ElementHandle): PuppeteerRef => ({ engine, handle });
  const handleOf = (element: ElementRef) => (element as PuppeteerRef).handle;

  return {
    engine: engine as EngineName,
    serviceWorker: true,
    async open(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async back() {
      await page.goBack({ waitUntil: 'load' });
    },
    async url() {
      return page.url();
    },
    async setViewport(width, height) {
      await page.setViewport({ width, height, deviceScaleFactor: 1 });
    },
    async run<T>(fn: string, args: unknown[] = []) {
      return (await page.evaluate(`(${fn})(...${JSON.stringify(args)})`)) as T;
    },
    async element(find, query) {
      const handle = await page.evaluateHandle(`(${find})(${JSON.stringify(query)})[0] || null`);
      const element = handle.asElement();
      if (!element) {
        await handle.dispose();
        return null;
      }
      return ref(element as ElementHandle);
    },
    async click(element) {
      await handleOf(element).click();
    },
    async type(element, text) {
      await handleOf(element).type(text);
    },
    async press(key: Key) {
      await page.keyboard.press(key as KeyInput);
    },
    async screenshot(path, options = {}) {
      await page.screenshot({ path: path as `${string}.png`, fullPage: options.fullPage ?? false });
    },
    async downloads() {
      return readdirSync(downloads)
        .filter((name) => !name.endsWith('.part'))
        .map((name) => join(downloads, name));
    },
    takeErrors() {
      return errors.splice(0);
    },
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}
