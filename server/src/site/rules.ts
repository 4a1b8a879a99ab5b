/**
 * Parsers and matchers for the CDN files the site's build writes into dist/:
 * _redirects and _headers, in the Netlify / Cloudflare Pages syntax.
 * Only what the build writes needs to work, but the parsers accept the
 * common forms (comments, splats, :placeholders, status codes, forced rules).
 */

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** 'to!' style: applies even when a file exists at the path. */
  force: boolean;
  match: (pathname: string) => Record<string, string> | null;
}

export interface HeaderRule {
  pattern: string;
  /** A null value detaches the header ('! Name'). */
  headers: [string, string | null][];
  match: (pathname: string) => Record<string, string> | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** A path pattern: '*' matches anything (the splat), ':name' one path segment. */
export function compilePattern(pattern: string): (pathname: string) => Record<string, string> | null {
  const names: string[] = [];
  let source = '';
  const tokens = pattern.split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/);
  for (const token of tokens) {
    if (token === '*') {
      names.push('splat');
      source += '(.*)';
    } else if (token.startsWith(':')) {
      names.push(token.slice(1));
      source += '([^/]+)';
    } else {
      source += escapeRegExp(token);
    }
  }
  const regex = new RegExp(`^${source}$`);
  return (pathname) => {
    const found = regex.exec(pathname);
    if (!found) return null;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = found[index + 1] ?? '';
    });
    return params;
  };
}

function meaningfulLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of meaningfulLines(text)) {
    const [from, to, code] = line.trim().split(/\s+/);
    if (!from || !to || !from.startsWith('/')) continue;
    const force = code?.endsWith('!') ?? false;
    const status = code ? Number.parseInt(code, 10) : 301;
    if (!Number.isInteger(status)) continue;
    rules.push({ from, to, status, force, match: compilePattern(from) });
  }
  return rules;
}

/** Fills :placeholders and :splat of a redirect target from the matched params. */
export function applyParams(to: string, params: Record<string, string>): string {
  return to.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (whole, name: string) => params[name] ?? whole);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const line of meaningfulLines(text)) {
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      current = { pattern, headers: [], match: compilePattern(pattern) };
      rules.push(current);
      continue;
    }
    if (!current) continue;
    // '! Name' (Cloudflare Pages): drop the header that earlier matching rules set.
    const detached = /^\s*!\s*(\S+)\s*$/.exec(line);
    if (detached) {
      current.headers.push([detached[1]!, null]);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name) current.headers.push([name, value]);
  }
  return rules;
}

/**
 * The headers for a request path, as the hosts combine them: every matching
 * rule applies, in file order, and a header set by several rules gets their
 * values joined with ', '. A detached header ('! Name') is dropped, and the
 * same or a later rule may set it anew.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  const names = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.match(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (value === null) {
        result.delete(key);
        continue;
      }
      const previous = result.get(key);
      result.set(key, previous === undefined ? value : `${previous}, ${value}`);
      if (!names.has(key)) names.set(key, name);
    }
  }
  const named = new Map<string, string>();
  for (const [key, value] of result) named.set(names.get(key) ?? key, value);
  return named;
}
