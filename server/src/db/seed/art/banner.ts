import type { Draw } from './paint.ts';
import { artGroup, hsl, svgDocument, tints, type Picture } from './scene.ts';

/**
 * Banner pictures (decision 020). The contract gives a banner one picture, which the site
 * shows 1200×250 on a wide screen, scaled to about 0.3 in the 100 px box of a phone, and
 * unscaled but cropped on the right in between (object-fit: cover from the left, a 250 px
 * box narrower than the picture). So every word sits in a safe zone on the left that every
 * one of those boxes shows whole, in letters that stay 13 px or larger on a 390 px phone;
 * the drawings fill the right, where a crop loses nothing that has to be read.
 */

export const BANNER_SIZE = { width: 1200, height: 250 } as const;

/** Where words may go: x from 32 to 402 — the whole of the box at 451 px (419 px wide) and up. */
export const SAFE_ZONE = { x: 32, width: 370 } as const;

/** Letter sizes in picture pixels: 48 px is 14 px on a 390 px phone, 44 px is 13 px. */
export const TITLE_PX = 48;
export const DETAIL_PX = 44;

const FONT = `'DejaVu Sans', Verdana, 'Segoe UI', Roboto, Arial, sans-serif`;

/**
 * Advance widths of DejaVu Sans Bold (per 100 px, measured in Chromium), one of the widest
 * fonts the list above may fall back to; a line that fits with these fits with the others.
 */
const ADVANCE: Record<string, number> = {
  ...Object.fromEntries([...'0123456789'].map((d) => [d, 70])),
  ...Object.fromEntries([...'aąkv'].map((c) => [c, 67])),
  ...Object.fromEntries([...'bdgpq'].map((c) => [c, 72])),
  ...Object.fromEntries([...'cć'].map((c) => [c, 59])),
  ...Object.fromEntries([...'eę'].map((c) => [c, 68])),
  ...Object.fromEntries([...'hnńu'].map((c) => [c, 71])),
  ...Object.fromEntries([...'ijl'].map((c) => [c, 34])),
  ...Object.fromEntries([...'oó'].map((c) => [c, 69])),
  ...Object.fromEntries([...'sś'].map((c) => [c, 60])),
  ...Object.fromEntries([...'xy'].map((c) => [c, 65])),
  ...Object.fromEntries([...'zźż'].map((c) => [c, 58])),
  f: 44,
  ł: 37,
  m: 104,
  r: 49,
  t: 48,
  w: 92,
  ' ': 35,
  '\u00a0': 35,
  '.': 38,
  ',': 38,
  ':': 40,
  '!': 46,
  '?': 58,
  '-': 42,
  '–': 50,
  '/': 37,
  '%': 100,
  '×': 84,
  '+': 84,
  '„': 66,
  '”': 66,
};

/** Upper-case letters (about 77 on average, W 110, I 37): a safe upper bound per letter. */
const upper = (c: string) => (c === 'I' ? 37 : c === 'W' ? 110 : c === 'M' ? 100 : 86);

/** The width of a line of bold text at `px`, in picture pixels. */
export function textWidth(text: string, px: number): number {
  let units = 0;
  for (const c of text) units += ADVANCE[c] ?? (c !== c.toLowerCase() ? upper(c) : 80);
  return (units * px) / 100;
}

export interface BannerCopy {
  /** One or two lines, large. */
  title: string[];
  /** One or two lines under the title, smaller and in the banner's colour. */
  detail: string[];
}

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/** Every line of a banner with its size, top to bottom. */
export function bannerLines(copy: BannerCopy): { text: string; px: number }[] {
  return [
    ...copy.title.map((text) => ({ text, px: TITLE_PX })),
    ...copy.detail.map((text) => ({ text, px: DETAIL_PX })),
  ];
}

/** A 1200×250 banner: its words in the safe zone, one or two drawings on the right. */
export function bannerPicture(copy: BannerCopy, hue: number, art: [Draw, Draw?]): Picture {
  const { width: w, height: h } = BANNER_SIZE;
  const t = tints(hue);
  const lines = bannerLines(copy);
  const lineHeight = (px: number) => Math.round(px * 1.2);
  const block = lines.reduce((sum, l) => sum + lineHeight(l.px), 0);
  let y = (h - block) / 2;
  const words = lines
    .map((l, i) => {
      y += lineHeight(l.px);
      const fill = i < copy.title.length ? t.ink : hsl(hue, 80, 30);
      return `<text x="${SAFE_ZONE.x}" y="${(y - l.px * 0.3).toFixed(1)}" font-family="${escapeXml(FONT)}" font-weight="700" font-size="${l.px}" fill="${fill}">${escapeXml(l.text)}</text>`;
    })
    .join('');
  const [main, second] = art;
  const body = [
    `<rect width="${w}" height="${h}" fill="${hsl(hue, 62, 91)}"/>`,
    `<circle cx="860" cy="125" r="170" fill="${t.disc}"/>`,
    `<circle cx="560" cy="40" r="22" fill="${t.disc}"/>`,
    `<circle cx="1150" cy="215" r="34" fill="${t.disc}"/>`,
    `<ellipse cx="${second ? 800 : 860}" cy="228" rx="90" ry="10" fill="${t.shadow}" opacity="0.55"/>`,
    artGroup(main, second ? 690 : 750, 15, 220, hue),
    second ? `<ellipse cx="1020" cy="228" rx="60" ry="8" fill="${t.shadow}" opacity="0.55"/>` : '',
    second ? artGroup(second, 940, 80, 150, hue) : '',
    words,
  ].join('');
  return svgDocument(w, h, body);
}
