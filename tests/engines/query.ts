/**
 * How a journey names an element, the same way in every engine: by its role and accessible
 * name, its label, its text or a CSS selector (like Playwright's getByRole / getByLabel /
 * getByText, which the engines' drivers lack). `findAll` runs inside the page: each adapter
 * sends its source text (Function.prototype.toString), so it must use nothing from outside.
 */

/** A string matches exactly (whitespace normalised); a RegExp is tested. */
export type Text = string | RegExp;

export type Role =
  | 'alert'
  | 'alertdialog'
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'combobox'
  | 'dialog'
  | 'heading'
  | 'link'
  | 'list'
  | 'listitem'
  | 'navigation'
  | 'radio'
  | 'region'
  | 'status'
  | 'textbox';

export interface Query {
  css?: string;
  role?: Role;
  /** The accessible name (with `role`). */
  name?: Text;
  /** A form control by its label. */
  label?: Text;
  /** The innermost elements whose text matches (a string: contains it). */
  text?: Text;
  /** Keeps the elements whose text contains this. */
  has?: Text;
  /** Searches inside the elements of this query. */
  within?: Query;
  /** Hidden elements count too (by default only visible ones do). */
  hidden?: boolean;
  /** The n-th match only (0-based). */
  nth?: number;
}

/** A query as it crosses into the page (a RegExp is not JSON). */
type Wire<T> = T extends RegExp ? { re: string; flags: string } : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;
export type WireQuery = Wire<Query>;

export function toWire(query: Query): WireQuery {
  const text = (value: Text | undefined) =>
    value instanceof RegExp ? { re: value.source, flags: value.flags } : (value as string | undefined);
  return {
    ...query,
    name: text(query.name),
    label: text(query.label),
    text: text(query.text),
    has: text(query.has),
    within: query.within ? toWire(query.within) : undefined,
  } as WireQuery;
}

/** Says what a query looks for, for failure messages: `button "Zaloguj się"`. */
export function describe(query: Query): string {
  const parts: string[] = [];
  const show = (value: Text) => (value instanceof RegExp ? String(value) : JSON.stringify(value));
  if (query.role) parts.push(query.role + (query.name !== undefined ? ` ${show(query.name)}` : ''));
  if (query.label !== undefined) parts.push(`label ${show(query.label)}`);
  if (query.text !== undefined) parts.push(`text ${show(query.text)}`);
  if (query.css) parts.push(`css ${query.css}`);
  if (query.has !== undefined) parts.push(`has ${show(query.has)}`);
  if (query.nth !== undefined) parts.push(`#${query.nth}`);
  const self = parts.join(' ');
  return query.within ? `${describe(query.within)} › ${self}` : self;
}

/** Runs in the page: every element the query matches, in document order. */
export function findAll(query: WireQuery): Element[] {
  type WireText = string | { re: string; flags: string } | undefined;
  const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const matches = (value: string, want: WireText, contains: boolean) => {
    if (want === undefined) return true;
    if (typeof want === 'string') return contains ? value.includes(squash(want)) : value === squash(want);
    return new RegExp(want.re, want.flags).test(value);
  };
  const IMPLICIT: Record<string, string> = {
    BUTTON: 'button',
    SUMMARY: 'button',
    A: 'link',
    SELECT: 'combobox',
    TEXTAREA: 'textbox',
    DIALOG: 'dialog',
    NAV: 'navigation',
    UL: 'list',
    OL: 'list',
    LI: 'listitem',
    OUTPUT: 'status',
    H1: 'heading',
    H2: 'heading',
    H3: 'heading',
    H4: 'heading',
    H5: 'heading',
    H6: 'heading',
  };
  const roleOf = (el: Element): string | null => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(' ')[0]!;
    if (el.tagName === 'A') return el.hasAttribute('href') ? 'link' : null;
    if (el.tagName === 'INPUT') {
      const type = (el as HTMLInputElement).type;
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'button' || type === 'submit' || type === 'reset') return 'button';
      return 'textbox';
    }
    if (el.tagName === 'SECTION')
      return el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby') ? 'region' : null;
    if (el.tagName === 'HEADER') return el.closest('article, aside, main, nav, section') ? null : 'banner';
    return IMPLICIT[el.tagName] ?? null;
  };
  const ariaHidden = (el: Element) => el.closest('[aria-hidden="true"], [hidden], [inert]') !== null;
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  // The text a screen reader reads for an element's content: aria-hidden parts left out.
  const contentText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
    if (node.tagName === 'IMG') return ` ${node.getAttribute('alt') ?? ''} `;
    if (node.tagName === 'STYLE' || node.tagName === 'SCRIPT') return '';
    const inner = Array.from(node.childNodes).map(contentText).join('');
    // Block boxes separate words; a visually hidden span (absolute, so "block") does not.
    const style = getComputedStyle(node);
    const inline = style.display.startsWith('inline') || style.position === 'absolute';
    return inline ? inner : ` ${inner} `;
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .map((el) => (el ? contentText(el) : ''))
      .join(' ');
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return squash(byIds(labelledBy));
    const label = el.getAttribute('aria-label');
    if (label) return squash(label);
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length) return squash(Array.from(labels).map(contentText).join(' '));
    if (['dialog', 'alertdialog', 'region', 'navigation', 'list', 'textbox', 'combobox'].includes(roleOf(el) ?? ''))
      return squash(el.getAttribute('title'));
    return squash(contentText(el));
  };

  const scopes: ParentNode[] = query.within ? findAll(query.within) : [document];
  let found: Element[] = [];
  for (const scope of scopes) {
    let candidates = Array.from(scope.querySelectorAll(query.css ?? '*'));
    if (query.role) {
      const role = query.role;
      candidates = candidates.filter((el) => roleOf(el) === role && !ariaHidden(el));
      if (query.name !== undefined) candidates = candidates.filter((el) => matches(nameOf(el), query.name, false));
    }
    if (query.label !== undefined) {
      candidates = candidates.filter(
        (el) =>
          ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) &&
          (el as HTMLInputElement).type !== 'hidden' &&
          matches(nameOf(el), query.label, false),
      );
    }
    if (query.text !== undefined) {
      const want = query.text;
      // textContent first: cheap, and a superset of what a screen reader reads.
      const hit = (el: Element) =>
        (typeof want !== 'string' || squash(el.textContent).includes(squash(want))) &&
        matches(squash(contentText(el)), want, true);
      candidates = candidates.filter(
        (el) =>
          !['HTML', 'HEAD', 'SCRIPT', 'STYLE'].includes(el.tagName) && hit(el) && !Array.from(el.children).some(hit),
      );
    }
    if (query.has !== undefined)
      candidates = candidates.filter((el) => matches(squash(contentText(el)), query.has, true));
    for (const el of candidates) if (!found.includes(el)) found.push(el);
  }
  if (!query.hidden) found = found.filter(visible);
  if (query.nth !== undefined) found = found[query.nth] ? [found[query.nth]!] : [];
  return found;
}
