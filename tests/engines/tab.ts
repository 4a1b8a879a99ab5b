/**
 * What a journey holds: one browser tab of one engine at one width, with waiting,
 * engine-neutral ways to find and use elements (query.ts) and the participant's API.
 * Everything waits like Playwright's locators do: until the element is there and
 * visible, or the time is up; a timeout says what was awaited and what was seen.
 */
import type { Driver, ElementRef, Key } from './driver.ts';
import { Api, sharedSession, type Session } from './api.ts';
import { describe, findAll, toWire, type Query, type Text } from './query.ts';

const FIND = findAll.toString();
const TIMEOUT_MS = 20_000;

export class JourneyError extends Error {}

/** Fails the journey with `message` unless `ok`. */
export function check(ok: unknown, message: string): asserts ok {
  if (!ok) throw new JourneyError(message);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const matches = (value: string | null, want: Text) =>
  value !== null && (typeof want === 'string' ? value === want : want.test(value));

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

export interface TabOptions {
  driver: Driver;
  /** The site's origin as this tab reaches it. */
  origin: string;
  width: number;
  height: number;
  /** The participant of this engine's journeys (engines run side by side on one server). */
  user: string;
  /** The origin of the server whose tokens live 65 s (the session-expiry journey), once it is up. */
  shortTokenOrigin: () => Promise<string>;
  /** Switches the tab's network off and on (a proxy in front of the server). */
  setOnline(online: boolean): void;
}

export class Tab {
  readonly driver: Driver;
  readonly origin: string;
  readonly width: number;
  readonly height: number;
  readonly user: string;
  readonly shortTokenOrigin: () => Promise<string>;
  readonly setOnline: (online: boolean) => void;

  constructor(options: TabOptions) {
    this.driver = options.driver;
    this.origin = options.origin;
    this.width = options.width;
    this.height = options.height;
    this.user = options.user;
    this.shortTokenOrigin = options.shortTokenOrigin;
    this.setOnline = options.setOnline;
  }

  get engine() {
    return this.driver.engine;
  }

  get phone() {
    return this.width < 600;
  }

  // ---- waiting ---------------------------------------------------------------------------

  /** Polls `probe` until it returns something other than undefined; fails after `timeoutMs`. */
  async until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = TIMEOUT_MS): Promise<T> {
    const end = Date.now() + timeoutMs;
    let last: unknown = 'nothing yet';
    for (;;) {
      try {
        const value = await probe();
        if (value !== undefined) return value;
      } catch (error) {
        last = error instanceof Error ? error.message.split('\n')[0] : error;
      }
      if (Date.now() > end) throw new JourneyError(`timed out after ${timeoutMs} ms waiting for ${what} (${last})`);
      await sleep(150);
    }
  }

  // ---- pages -----------------------------------------------------------------------------

  async go(path: string): Promise<void> {
    await this.driver.open(new URL(path, this.origin).href);
  }

  async reload(): Promise<void> {
    await this.driver.reload();
  }

  /** The current path and query. */
  async path(): Promise<string> {
    const url = new URL(await this.driver.url());
    return url.pathname + url.search;
  }

  async waitPath(want: Text, timeoutMs = TIMEOUT_MS): Promise<void> {
    let seen = '';
    await this.until(
      `the address ${show(want)}`,
      async () => {
        seen = await this.path();
        return matches(seen, want) ? true : undefined;
      },
      timeoutMs,
    ).catch((error: Error) => {
      throw new JourneyError(`${error.message}; the address is ${seen}`);
    });
  }

  /** Runs a function in the page (its source is sent: it must use only its arguments). */
  run<T>(fn: (...args: any[]) => T | Promise<T>, ...args: unknown[]): Promise<T> {
    const source = fn.toString();
    // A failure names the script (a timeout alone does not say which step of a journey it was).
    return this.driver.run<T>(source, args).catch((error: Error) => {
      throw new JourneyError(`${error.message} in ${source.replace(/\s+/g, ' ').slice(0, 120)}`);
    });
  }

  async storage(key: string): Promise<string | null> {
    return this.run((k: string) => sessionStorage.getItem(k), key);
  }

  /**
   * Marks the document shown now; `sameDocument()` then tells whether it is still the same
   * one, i.e. whether a navigation since was a full page load or a client-side swap.
   */
  async markDocument(): Promise<void> {
    await this.run(() => void ((window as unknown as { journeyMark?: boolean }).journeyMark = true));
  }

  async sameDocument(): Promise<boolean> {
    return this.run(() => (window as unknown as { journeyMark?: boolean }).journeyMark === true);
  }

  /** Waits until every island that hydrates on load has hydrated (clicks before that are lost). */
  async hydrated(): Promise<void> {
    await this.until('the islands to hydrate', async () =>
      (await this.run(() => document.querySelectorAll('astro-island[ssr][client="load"]').length)) === 0
        ? true
        : undefined,
    );
  }

  // ---- elements --------------------------------------------------------------------------

  /** The texts of the elements the query finds now (whitespace normalised). */
  async texts(query: Query): Promise<string[]> {
    return this.driver.run<string[]>(
      `(q) => (${FIND})(q).map((el) => (el.textContent || '').replace(/\\s+/g, ' ').trim())`,
      [toWire(query)],
    );
  }

  async count(query: Query): Promise<number> {
    return (await this.texts(query)).length;
  }

  /** Waits for the query's first element; with `text`, until its text matches too. */
  async see(query: Query, text?: Text, timeoutMs?: number): Promise<string> {
    let seen: string[] = [];
    return this.until(
      `${describe(query)}${text === undefined ? '' : ` with text ${show(text)}`}`,
      async () => {
        seen = await this.texts(query);
        if (seen.length === 0) throw new Error('not found');
        if (text !== undefined && !matches(seen[0]!, text)) throw new Error(`its text is ${show(seen[0])}`);
        return seen[0];
      },
      timeoutMs,
    );
  }

  /** Waits until the query finds no visible element. */
  async gone(query: Query, timeoutMs?: number): Promise<void> {
    await this.until(
      `${describe(query)} to go`,
      async () => {
        const left = await this.texts(query);
        if (left.length) throw new Error(`still there: ${show(left[0])}`);
        return true;
      },
      timeoutMs,
    );
  }

  /** Waits until the texts of all the query's elements are `want`. */
  async seeTexts(query: Query, want: Text[]): Promise<void> {
    await this.until(`${describe(query)} to read ${want.map(show).join(', ')}`, async () => {
      const seen = await this.texts(query);
      const same = seen.length === want.length && seen.every((text, i) => matches(text, want[i]!));
      if (!same) throw new Error(`they read ${seen.map(show).join(', ') || 'nothing'}`);
      return true;
    });
  }

  /** Waits until the focus is on the query's first element. */
  async focused(query: Query): Promise<void> {
    let on = '';
    await this.until(`the focus on ${describe(query)}`, async () => {
      const [isIt, what] = await this.driver.run<[boolean, string]>(
        `(q) => {
          const el = document.activeElement;
          const name = el ? el.tagName.toLowerCase() + ' ' + (el.textContent || '').trim().slice(0, 40) : 'nothing';
          return [el !== null && (${FIND})(q)[0] === el, name];
        }`,
        [toWire(query)],
      );
      on = what;
      if (!isIt) throw new Error(`the focus is on ${show(on)}`);
      return true;
    });
  }

  /** A property of the query's first element (value, checked…), once it is there. */
  async prop<T>(query: Query, name: 'value' | 'checked' | 'disabled'): Promise<T> {
    return this.until(describe(query), async () => {
      const [value] = await this.driver.run<T[]>(`(q, p) => (${FIND})(q).map((el) => el[p])`, [toWire(query), name]);
      if (value === undefined) throw new Error('not found');
      return value;
    });
  }

  /** Waits until a field's value is `want`. */
  async seeValue(query: Query, want: string): Promise<void> {
    let seen: string | undefined;
    await this.until(`${describe(query)} to hold ${show(want)}`, async () => {
      seen = await this.prop<string>(query, 'value');
      if (seen !== want) throw new Error(`it holds ${show(seen)}`);
      return true;
    });
  }

  async attr(query: Query, name: string): Promise<string | null> {
    return this.until(describe(query), async () => {
      const [value] = await this.driver.run<(string | null)[]>(
        `(q, a) => (${FIND})(q).map((el) => el.getAttribute(a))`,
        [toWire(query), name],
      );
      if (value === undefined) throw new Error('not found');
      return value;
    });
  }

  /** The query's first element, visible and enabled. */
  private async ready(query: Query): Promise<ElementRef> {
    return this.until(describe(query), async () => {
      const disabled = await this.driver.run<boolean | null>(
        `(q) => { const el = (${FIND})(q)[0]; return el ? el.matches(':disabled, [aria-disabled="true"]') : null; }`,
        [toWire(query)],
      );
      if (disabled === null) throw new Error('not found');
      if (disabled) throw new Error('disabled');
      const element = await this.driver.element(FIND, toWire(query));
      return element ?? undefined;
    });
  }

  /** A real click on the query's first element (retried while the page re-renders it). */
  async click(query: Query): Promise<void> {
    await this.until(`a click on ${describe(query)}`, async () => {
      const element = await this.ready(query);
      // In the middle of the viewport (not under the fixed footer), and still for a moment:
      // a list arriving above it must not move it between the aim and the press.
      const still = await this.driver.run<boolean>(
        `async (q) => {
          const el = (${FIND})(q)[0];
          if (!el) return false;
          el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
          const box = () => JSON.stringify(el.getBoundingClientRect());
          const before = box();
          await new Promise((resolve) => setTimeout(resolve, 150));
          return el.isConnected && box() === before;
        }`,
        [toWire(query)],
      );
      if (!still) throw new Error('it is still moving');
      await this.driver.click(element);
      return true;
    });
  }

  /** Empties a field, then types `value` into it with real key presses. */
  async fill(query: Query, value: string): Promise<void> {
    await this.until(`typing into ${describe(query)}`, async () => {
      const element = await this.ready(query);
      await this.driver.run(
        `(q) => {
          const el = (${FIND})(q)[0];
          const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
          Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, '');
          el.dispatchEvent(new Event('input', { bubbles: true }));
          el.focus();
        }`,
        [toWire(query)],
      );
      if (value) await this.driver.type(element, value);
      return true;
    });
  }

  /** Ticks a checkbox or radio with a click, unless it is ticked already. */
  async check(query: Query, on = true): Promise<void> {
    if ((await this.prop<boolean>(query, 'checked')) !== on) await this.click(query);
    await this.until(`${describe(query)} to be ${on ? 'checked' : 'unchecked'}`, async () =>
      (await this.prop<boolean>(query, 'checked')) === on ? true : undefined,
    );
  }

  /** Chooses the option of a <select> by its label, as a participant's pick would. */
  async select(query: Query, label: string): Promise<void> {
    await this.ready(query);
    const done = await this.driver.run<boolean>(
      `(q, label) => {
        const el = (${FIND})(q)[0];
        const option = Array.from(el.options).find((o) => o.textContent.trim() === label);
        if (!option) return false;
        el.value = option.value;
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      }`,
      [toWire(query), label],
    );
    check(done, `${describe(query)} has no option ${show(label)}`);
  }

  async press(key: Key): Promise<void> {
    await this.driver.press(key);
  }

  async screenshot(path: string): Promise<void> {
    await this.driver.screenshot(path);
  }

  // ---- the participant -------------------------------------------------------------------

  /** The participant's session (shared login) and an API client with its token. */
  async api(origin = this.origin, username = this.user): Promise<Api> {
    const session = await sharedSession(origin, username);
    return new Api(origin, session.token);
  }

  /** Opens the tab logged in: sessionStorage 'user' written on a page without the guard. */
  async logIn(session?: Session): Promise<Session> {
    const value = session ?? (await sharedSession(this.origin, this.user));
    await this.go('/rodo');
    await this.run((user: string) => {
      sessionStorage.clear();
      sessionStorage.setItem('user', user);
    }, JSON.stringify(value));
    return value;
  }

  /** Forgets every session and stored choice of the site in this tab (the service worker's caches stay). */
  async logOutQuietly(): Promise<void> {
    await this.go('/rodo');
    await this.run(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  }
}
