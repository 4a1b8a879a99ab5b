/**
 * Chromium driven through the Chrome DevTools Protocol's tab target, for what Playwright
 * cannot show: prerendering (issue 17). Chromium refuses to prerender for a page whose
 * DevTools session was attached to the page itself, which is how Playwright holds every
 * page (devtools_instrumentation.cc, IsPrerenderAllowed: HasSessionsWithoutTabTargetSupport).
 * Attached through the tab instead, the page prerenders as it would for a participant,
 * and the prerendered page comes as a target of its own (subtype "prerender").
 *
 * The browser runs with --remote-debugging-pipe: messages are JSON, each ended by a NUL
 * byte, written to its fd 3 and read from its fd 4.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './chromium.mjs';

class Connection {
  #id = 0;
  #pending = new Map();
  #listeners = new Set();
  #write;

  constructor(write) {
    this.#write = write;
  }

  /** Sends a command (to a session when `sessionId` is given) and resolves with its result. */
  send(method, params = {}, sessionId) {
    const id = ++this.#id;
    this.#write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((resolve, reject) =>
      this.#pending.set(id, { resolve, reject, what: `${method} ${JSON.stringify(params).slice(0, 120)}` }),
    );
  }

  /** Calls `listener(message)` for every event; returns the function that stops it. */
  on(listener) {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The first event of `method` (on `sessionId`, when given) that `accept` takes. */
  waitFor(method, { sessionId, accept = () => true, timeout = 30_000 } = {}) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        stop();
        reject(new Error(`no ${method} within ${timeout} ms`));
      }, timeout);
      const stop = this.on((message) => {
        if (message.method !== method || (sessionId && message.sessionId !== sessionId)) return;
        if (!accept(message.params)) return;
        clearTimeout(timer);
        stop();
        resolve(message.params);
      });
    });
  }

  receive(text) {
    const message = JSON.parse(text);
    if (message.id !== undefined) {
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (!pending) return;
      if (message.error) pending.reject(new Error(`${pending.what}: ${message.error.message}`));
      else pending.resolve(message.result);
      return;
    }
    for (const listener of this.#listeners) listener(message);
  }
}

/** The executable: Playwright's own Chromium when installed, else Debian's (DEVELOPERS.md). */
export function chromiumExecutable() {
  return existsSync(chromium.executablePath()) ? chromium.executablePath() : SYSTEM_CHROMIUM;
}

/**
 * Attaches to a tab and to every page it shows: its page, and each prerendered page, which
 * waits until `configure(sessionId, targetInfo, cdp)` has run. `configure` must send its
 * commands at once, not each after the previous answer (a waiting page answers only once it
 * runs). Resolves with { page: the tab's page session, tabSession }.
 */
export async function attachTab(cdp, tabTargetId, configure = async () => {}) {
  const { sessionId: tabSession } = await cdp.send('Target.attachToTarget', { targetId: tabTargetId, flatten: true });
  cdp.on(async (message) => {
    if (message.method !== 'Target.attachedToTarget' || message.sessionId !== tabSession) return;
    const { sessionId, targetInfo, waitingForDebugger } = message.params;
    const configured = targetInfo.type === 'page' ? configure(sessionId, targetInfo, cdp) : null;
    const run = waitingForDebugger ? cdp.send('Runtime.runIfWaitingForDebugger', {}, sessionId) : null;
    await Promise.all([configured, run]).catch(() => {});
  });
  const firstPage = cdp.waitFor('Target.attachedToTarget', {
    sessionId: tabSession,
    accept: (params) => params.targetInfo.type === 'page' && !params.targetInfo.subtype,
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, tabSession);
  return { page: (await firstPage).sessionId, tabSession };
}

async function tabTargets(cdp) {
  return (await cdp.send('Target.getTargets', { filter: [{ type: 'tab' }] })).targetInfos;
}

/** Opens a new tab (a new sessionStorage, the same profile) and attaches to it as attachTab does. */
export async function openTab(cdp, configure) {
  const before = new Set((await tabTargets(cdp)).map((t) => t.targetId));
  await cdp.send('Target.createTarget', { url: 'about:blank' });
  for (let i = 0; i < 50; i++) {
    const tab = (await tabTargets(cdp)).find((t) => !before.has(t.targetId));
    if (tab) return { ...(await attachTab(cdp, tab.targetId, configure)), close: () => closeTab(cdp, tab.targetId) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the new tab did not appear');
}

const closeTab = (cdp, targetId) => cdp.send('Target.closeTarget', { targetId }).catch(() => {});

/**
 * Starts Chromium and attaches to its first tab (attachTab). Resolves with { cdp, page: the
 * tab's page session, tabSession, close() }.
 */
export async function launchTab({ args = [], configure } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'punkty-cdp-'));
  const browser = spawn(
    chromiumExecutable(),
    [...CHROMIUM_FLAGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, ...args, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const input = browser.stdio[3];
  const output = browser.stdio[4];
  const cdp = new Connection((text) => input.write(`${text}\0`));
  let buffer = '';
  output.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    let end;
    while ((end = buffer.indexOf('\0')) >= 0) {
      const text = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      if (text) cdp.receive(text);
    }
  });
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  const close = async () => {
    await cdp.send('Browser.close').catch(() => {});
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (browser.exitCode === null) browser.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
  };

  try {
    let tab = null;
    for (let i = 0; i < 50 && !tab; i++) {
      tab = (await tabTargets(cdp))[0] ?? null;
      if (!tab) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!tab) throw new Error('Chromium has no tab');
    return { cdp, ...(await attachTab(cdp, tab.targetId, configure)), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Evaluates an expression in a page's session and answers its value. */
export async function evaluate(cdp, sessionId, expression) {
  const { result, exceptionDetails } = await cdp.send(
    'Runtime.evaluate',
    { expression, returnByValue: true, awaitPromise: true },
    sessionId,
  );
  if (exceptionDetails)
    throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

/** Navigates a page's session and waits for its load event. */
export async function navigate(cdp, sessionId, url) {
  await cdp.send('Page.enable', {}, sessionId);
  const loaded = cdp.waitFor('Page.loadEventFired', { sessionId, timeout: 60_000 });
  await cdp.send('Page.navigate', { url }, sessionId);
  await loaded;
}

/** Polls `expression` in the page until it is truthy. */
export async function waitUntil(cdp, sessionId, expression, timeout = 30_000) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await evaluate(cdp, sessionId, expression).catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`still false after ${timeout} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
