import { beforeEach, describe, expect, it } from 'vitest';
import { fill, paint, PAINT_KEY } from './shell-paint.js';
import shellPaintScript from './run-shell-paint.js?inline-script';

const FALLBACK = `
  <div class="user-box" data-paint-root><span data-paint="store"></span><span data-paint="name"></span></div>
  <span class="wallet-summary" data-paint-root>
    <span data-paint-if="vp" hidden><b data-paint="vp"></b> (<i data-paint="vp-locked"></i>, <i data-paint="vp-current"></i>)</span>
    <span data-paint-if="lp" hidden><b data-paint="lp"></b></span>
  </span>`;

const record = (owner: string, texts: Record<string, unknown>) => JSON.stringify({ owner, texts });
const TEXTS = { store: 'SKLEP U ANI', name: 'Anna Nowak', vp: '3 590 vp', 'vp-locked': '1 590', 'vp-current': '2 000' };

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = FALLBACK;
  sessionStorage.setItem('user', JSON.stringify({ token: 'x', username: 'demo' }));
});

const text = (key: string) => document.querySelector(`[data-paint="${key}"]`)?.textContent;

describe('the first paint from the session cache', () => {
  it("fills the shell from the record of this participant's last page", () => {
    sessionStorage.setItem(PAINT_KEY, record('demo', TEXTS));
    expect(paint(sessionStorage, document)).toBe(true);
    expect(text('store')).toBe('SKLEP U ANI');
    expect(text('vp-current')).toBe('2 000');
    expect(document.querySelector<HTMLElement>('[data-paint-if="vp"]')!.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-paint-if="lp"]')!.hidden).toBe(true);
    expect([...document.querySelectorAll('[data-paint-root]')].every((el) => el.hasAttribute('data-ready'))).toBe(true);
  });

  it('shows lp when the record has it', () => {
    sessionStorage.setItem(PAINT_KEY, record('demo', { ...TEXTS, lp: '905 lp' }));
    paint(sessionStorage, document);
    expect(document.querySelector<HTMLElement>('[data-paint-if="lp"]')!.hidden).toBe(false);
    expect(text('lp')).toBe('905 lp');
  });

  it.each([
    ['no record', null],
    ['garbage', '{oops'],
    ['an array', '[]'],
    ["another participant's record", record('frsh', TEXTS)],
    ['a record without the wallet', record('demo', { store: 'X' })],
    ['texts that are not strings', record('demo', { store: 5, vp: {} })],
  ])('leaves the skeletons for %s', (_case, stored) => {
    if (stored !== null) sessionStorage.setItem(PAINT_KEY, stored);
    expect(paint(sessionStorage, document)).toBe(false);
    expect(text('store')).toBe('');
    expect(document.querySelector('[data-ready]')).toBeNull();
  });

  it('never writes markup, only text', () => {
    sessionStorage.setItem(PAINT_KEY, record('demo', { ...TEXTS, store: '<img src=x onerror=alert(1)>' }));
    paint(sessionStorage, document);
    expect(document.querySelector('img')).toBeNull();
    expect(text('store')).toBe('<img src=x onerror=alert(1)>');
  });

  it('runs the same way in its inline form', () => {
    sessionStorage.setItem(PAINT_KEY, record('demo', TEXTS));
    expect(shellPaintScript).not.toMatch(/export |\/\*/);
    new Function(shellPaintScript)();
    expect(text('name')).toBe('Anna Nowak');
  });

  it('paints later texts over the first ones, and shows the skeletons again without texts', () => {
    sessionStorage.setItem(PAINT_KEY, record('demo', { ...TEXTS, lp: '905 lp' }));
    paint(sessionStorage, document);
    fill(document, { ...TEXTS, vp: '3 600 vp' });
    expect(text('vp')).toBe('3 600 vp');
    expect(document.querySelector<HTMLElement>('[data-paint-if="lp"]')!.hidden).toBe(true);
    fill(document, null);
    expect(document.querySelector('[data-ready]')).toBeNull();
    expect(document.querySelector<HTMLElement>('[data-paint-if="vp"]')!.hidden).toBe(true);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(paint(broken, document)).toBe(false);
  });
});
