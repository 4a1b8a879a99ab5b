import { INK, type Draw } from './paint.ts';

/**
 * The frames every demo picture is drawn in (decision 020): a soft tinted background, a
 * lighter disc behind the thing, its shadow on the ground, and the drawing centred at the
 * same share of the height, with the same outline width, in every frame. No words: the
 * site prints names beside the pictures. Banners are the one kind with words (banner.ts).
 */

export interface Picture {
  mimeType: string;
  content: Buffer;
}

/** card: awards, award groups and tasks (4:3 boxes); wide: plans and plan groups (3:2 boxes). */
export type Frame = 'card' | 'wide';

export const FRAMES: Record<Frame, { width: number; height: number }> = {
  card: { width: 480, height: 360 },
  wide: { width: 480, height: 320 },
};

/** The outline in picture pixels: the same in every frame, whatever the drawing's scale. */
export const OUTLINE_PX = 7;

/** The drawing takes this share of the frame's height. */
const ART_SHARE = 0.78;

/** A colour as hex (every SVG renderer reads it) from hue, saturation and lightness. */
export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (k0: number) => {
    const k = (k0 + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The colours a hue gives a frame. */
export function tints(hue: number) {
  return {
    background: hsl(hue, 60, 94),
    disc: hsl(hue, 62, 86),
    shadow: hsl(hue, 28, 76),
    accent: hsl(hue, 60, 52),
    /** Words on the background (banners): dark enough for 7:1 contrast. */
    ink: hsl(hue, 70, 24),
  };
}

/** The drawing's group: translated, scaled, with the outline style every drawing inherits. */
export function artGroup(draw: Draw, x: number, y: number, size: number, hue: number, main?: string): string {
  const s = size / 100;
  const sw = OUTLINE_PX / s;
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(4)})" fill="none" stroke="${INK}" stroke-width="${sw.toFixed(3)}" stroke-linejoin="round" stroke-linecap="round">${draw({ accent: tints(hue).accent, sw, main })}</g>`;
}

const svg = (width: number, height: number, body: string): Picture => ({
  mimeType: 'image/svg+xml',
  content: Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
    'utf8',
  ),
});

/** The grey twin of a picture: an award that cannot be ordered, a plan group's inactive picture. */
const GREY =
  '<defs><filter id="grey" color-interpolation-filters="sRGB"><feColorMatrix type="saturate" values="0"/></filter></defs>';

export interface IllustrationOptions {
  frame: Frame;
  hue: number;
  /** The thing's own colour (a variant's). */
  main?: string;
  inactive?: boolean;
}

/** One thing in its frame. */
export function illustration(draw: Draw, { frame, hue, main, inactive }: IllustrationOptions): Picture {
  const { width: w, height: h } = FRAMES[frame];
  const t = tints(hue);
  const size = h * ART_SHARE;
  const cx = w / 2;
  const cy = h / 2;
  const scene = [
    `<rect width="${w}" height="${h}" fill="${t.background}"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${(h * 0.43).toFixed(1)}" fill="${t.disc}"/>`,
    `<circle cx="${(w * 0.13).toFixed(1)}" cy="${(h * 0.2).toFixed(1)}" r="${(h * 0.05).toFixed(1)}" fill="${t.disc}"/>`,
    `<circle cx="${(w * 0.88).toFixed(1)}" cy="${(h * 0.78).toFixed(1)}" r="${(h * 0.07).toFixed(1)}" fill="${t.disc}"/>`,
    `<ellipse cx="${cx}" cy="${(cy + size * 0.45).toFixed(1)}" rx="${(size * 0.4).toFixed(1)}" ry="${(size * 0.055).toFixed(1)}" fill="${t.shadow}" opacity="0.55"/>`,
    artGroup(draw, cx - size / 2, cy - size / 2, size, hue, main),
  ].join('');
  return inactive
    ? svg(
        w,
        h,
        `${GREY}<g filter="url(#grey)">${scene}</g><rect width="${w}" height="${h}" fill="#fff" opacity="0.4"/>`,
      )
    : svg(w, h, scene);
}

export { svg as svgDocument };
