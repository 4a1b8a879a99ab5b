/**
 * What a journey may ask of a browser, the same for every engine. Each engine has one
 * adapter (engines/*.ts) over the driver that reaches it; journeys see only this.
 * docs/decisions/026 says why there are two drivers behind one interface.
 */
import type { WireQuery } from './query.ts';

export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** An element found in the page, as the adapter's own driver holds it. */
export interface ElementRef {
  readonly engine: EngineName;
}

export type Key = 'Escape' | 'Enter' | 'Tab' | 'Backspace';

export interface Driver {
  readonly engine: EngineName;
  /** Whether the engine's service worker takes control of pages under automation. */
  readonly serviceWorker: boolean;
  /** Opens an absolute URL and waits for its load event. */
  open(url: string): Promise<void>;
  reload(): Promise<void>;
  /** The browser's Back button (for the journeys of client-side navigation). */
  back(): Promise<void>;
  url(): Promise<string>;
  /** The layout viewport, in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /**
   * Runs `fn` (a function expression's source) in the page with JSON `args` and returns
   * its JSON result; a promise is awaited.
   */
  run<T>(fn: string, args?: unknown[]): Promise<T>;
  /** The first element of `findAll(query)` (query.ts; `find` is its source), or null. */
  element(find: string, query: WireQuery): Promise<ElementRef | null>;
  /** A real click (pointer events at the element's centre, scrolled into view). */
  click(element: ElementRef): Promise<void>;
  /** Real key presses into the focused element (clicks it first). */
  type(element: ElementRef, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** A PNG of the viewport, or of the whole page. */
  screenshot(path: string, options?: { fullPage?: boolean }): Promise<void>;
  /**
   * The files the browser saved since the session began (their paths), where the engine's
   * downloads can be reached; null where they cannot (then the journey reads the blob).
   */
  downloads(): Promise<string[] | null>;
  /** Console errors and uncaught exceptions since the last call, where the engine reports them. */
  takeErrors(): string[];
  close(): Promise<void>;
}
