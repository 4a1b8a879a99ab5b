import { typeset } from '../format/typography';

/**
 * Draft.js raw content (D2) → HTML. Offsets in raw content count Unicode code points,
 * so text is walked with Array.from. The HTML is not trusted yet: sanitize() runs next.
 */
interface RawRange {
  offset: number;
  length: number;
}
interface RawBlock {
  text: string;
  type: string;
  depth: number;
  inlineStyleRanges: (RawRange & { style: string })[];
  entityRanges: (RawRange & { key: number | string })[];
}
interface RawEntity {
  type: string;
  data: Record<string, unknown>;
}
export interface RawContent {
  blocks: RawBlock[];
  entityMap: Record<string, RawEntity>;
}

const STYLE_TAGS: Record<string, string> = {
  BOLD: 'strong',
  ITALIC: 'em',
  UNDERLINE: 'u',
  STRIKETHROUGH: 's',
  CODE: 'code',
};

const BLOCK_TAGS: Record<string, string> = {
  unstyled: 'p',
  paragraph: 'p',
  'header-one': 'h2',
  'header-two': 'h2',
  'header-three': 'h3',
  'header-four': 'h4',
  'header-five': 'h5',
  'header-six': 'h6',
  blockquote: 'blockquote',
  'code-block': 'pre',
};

const LIST_TAGS: Record<string, string> = { 'unordered-list-item': 'ul', 'ordered-list-item': 'ol' };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Only links a participant can safely follow: http(s), mailto, tel and same-site paths. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^(https?:|mailto:|tel:)/i.test(url)) return url;
  if (/^\/(?!\/)/.test(url)) return url;
  if (/^www\./i.test(url)) return `https://${url}`;
  return null;
}

const asArray = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const asInt = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback);

/** Reads raw content defensively: a string of JSON or an object; null when it is not Draft.js content. */
export function parseRawContent(input: unknown): RawContent | null {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object' || !Array.isArray((value as RawContent).blocks)) return null;
  const raw = value as { blocks: unknown[]; entityMap?: unknown };
  const blocks: RawBlock[] = raw.blocks
    .filter((b): b is Record<string, unknown> => !!b && typeof b === 'object')
    .map((b) => ({
      text: typeof b.text === 'string' ? b.text : '',
      type: typeof b.type === 'string' ? b.type : 'unstyled',
      depth: Math.min(asInt(b.depth), 4),
      inlineStyleRanges: asArray<Record<string, unknown>>(b.inlineStyleRanges)
        .filter((r) => r && typeof r.style === 'string')
        .map((r) => ({ offset: asInt(r.offset), length: asInt(r.length), style: r.style as string })),
      entityRanges: asArray<Record<string, unknown>>(b.entityRanges)
        .filter((r) => r && (typeof r.key === 'number' || typeof r.key === 'string'))
        .map((r) => ({ offset: asInt(r.offset), length: asInt(r.length), key: r.key as number | string })),
    }));
  const entityMap: Record<string, RawEntity> = {};
  if (raw.entityMap && typeof raw.entityMap === 'object') {
    for (const [key, e] of Object.entries(raw.entityMap as Record<string, unknown>)) {
      if (e && typeof e === 'object' && typeof (e as RawEntity).type === 'string') {
        const data = (e as RawEntity).data;
        entityMap[key] = { type: (e as RawEntity).type, data: data && typeof data === 'object' ? data : {} };
      }
    }
  }
  return { blocks, entityMap };
}

function renderInline(block: RawBlock, entityMap: RawContent['entityMap']): string {
  // Typesetting changes one character for one, so the styles' and links' offsets still fit.
  const chars = Array.from(typeset(block.text));
  const styleAt = chars.map(() => new Set<string>());
  const entityAt: (string | null)[] = chars.map(() => null);
  for (const r of block.inlineStyleRanges) {
    if (!STYLE_TAGS[r.style]) continue;
    for (let i = r.offset; i < Math.min(chars.length, r.offset + r.length); i++) styleAt[i]!.add(r.style);
  }
  for (const r of block.entityRanges) {
    for (let i = r.offset; i < Math.min(chars.length, r.offset + r.length); i++) entityAt[i] = String(r.key);
  }
  let html = '';
  let i = 0;
  while (i < chars.length) {
    const entity = entityAt[i];
    let j = i;
    while (j < chars.length && entityAt[j] === entity) j++;
    // Inside one entity span, split further where the styles change.
    let inner = '';
    let k = i;
    while (k < j) {
      const key = [...styleAt[k]!].sort().join('|');
      let m = k;
      while (m < j && [...styleAt[m]!].sort().join('|') === key) m++;
      let text = escapeHtml(chars.slice(k, m).join('')).replace(/\n/g, '<br>');
      for (const style of [...styleAt[k]!].sort()) text = `<${STYLE_TAGS[style]}>${text}</${STYLE_TAGS[style]}>`;
      inner += text;
      k = m;
    }
    const e = entity == null ? undefined : entityMap[entity];
    const href = e && e.type.toUpperCase() === 'LINK' ? safeUrl(e.data.url ?? e.data.href) : null;
    html += href ? `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer">${inner}</a>` : inner;
    i = j;
  }
  return html;
}

/** Letters and digits only, lower case: how a heading and a title are compared. */
const words = (text: string) =>
  text
    .toLocaleLowerCase('pl-PL')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The content without its first block when that block is a heading saying what the title
 * already says ("Podwójne punkty za cele" under "Akcja: podwójne punkty za cele").
 */
export function withoutRepeatedTitle(raw: RawContent, title: string): RawContent {
  const first = raw.blocks.findIndex((b) => b.text.trim() !== '');
  const block = raw.blocks[first];
  if (!block || !block.type.startsWith('header-')) return raw;
  const heading = words(block.text);
  const said = words(title);
  if (!heading || !said || !(said.includes(heading) || heading.includes(said))) return raw;
  return { ...raw, blocks: raw.blocks.filter((_, i) => i !== first) };
}

/** Renders blocks, grouping consecutive list items (nested by depth) into lists. */
export function rawToHtml(raw: RawContent): string {
  const out: string[] = [];
  // Open lists, innermost last: their tag and depth.
  const open: { tag: string; depth: number }[] = [];
  const closeTo = (depth: number, tag?: string) => {
    while (open.length) {
      const top = open[open.length - 1]!;
      if (top.depth > depth || (top.depth === depth && tag !== undefined && top.tag !== tag) || depth < 0) {
        out.push(`</li></${top.tag}>`);
        open.pop();
      } else break;
    }
  };
  for (const block of raw.blocks) {
    const listTag = LIST_TAGS[block.type];
    if (listTag) {
      closeTo(block.depth, listTag);
      const top = open[open.length - 1];
      if (top && top.depth === block.depth) out.push('</li><li>');
      else {
        open.push({ tag: listTag, depth: block.depth });
        out.push(`<${listTag}><li>`);
      }
      out.push(renderInline(block, raw.entityMap));
      continue;
    }
    closeTo(-1);
    if (block.type === 'atomic') continue;
    const tag = BLOCK_TAGS[block.type] ?? 'p';
    const inner = renderInline(block, raw.entityMap);
    out.push(inner ? `<${tag}>${inner}</${tag}>` : tag === 'p' ? '<p><br></p>' : '');
  }
  closeTo(-1);
  return out.join('');
}
