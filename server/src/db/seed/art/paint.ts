/**
 * The drawing kit of the demo illustrations: one ink outline, a small palette and a few
 * shape helpers. Every drawing is made in a 100×100 box; the frame (scene.ts) scales it.
 */

/** The outline of every shape. */
export const INK = '#27323d';

/** The palette: the natural colours of things. Drawings use these and their `accent`. */
export const C = {
  white: '#ffffff',
  paper: '#f6f3ec',
  cream: '#f3e2bf',
  metal: '#cdd5dc',
  steel: '#97a3ae',
  dark: '#3d4852',
  black: '#2c333a',
  screen: '#35536b',
  glass: '#d3ecf7',
  water: '#7cc3ea',
  wood: '#cf9a62',
  woodDark: '#9b6838',
  brown: '#7b4a2c',
  coffee: '#6b3f24',
  red: '#e2574c',
  orange: '#f2994a',
  yellow: '#f6c945',
  green: '#5db36d',
  leaf: '#3c9150',
  blue: '#4a8fd9',
  navy: '#2e4a7c',
  pink: '#ef8fb1',
  purple: '#8d6bc9',
  grey: '#aeb7c0',
} as const;

/** What a drawing is painted with. */
export interface Paint {
  /** The thing's own colour when it comes in variants (a red speaker, black headphones). */
  main?: string;
  /** The frame's colour, for details that may take any colour. */
  accent: string;
  /** The outline width in the drawing's 100-unit box, so every scale ends with the same line. */
  sw: number;
}

export type Draw = (p: Paint) => string;

const n = (v: number) => Number(v.toFixed(2));

/** A rectangle with the outline. */
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;

export const path = (d: string, fill = 'none') => `<path d="${d}" fill="${fill}"/>`;

/** A line (outlined, so it reads as a drawn edge). */
export const line = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" fill="none"/>`;

/** Shapes without the outline: highlights, fillings, patterns. */
export const flat = (...shapes: string[]) => `<g stroke="none">${shapes.join('')}</g>`;

/** Shapes drawn with a thinner outline (small details). */
export const thin = (p: Paint, ...shapes: string[]) => `<g stroke-width="${n(p.sw * 0.6)}">${shapes.join('')}</g>`;

/** Shapes outlined in another colour (light beams, water, sparks). */
export const stroked = (colour: string, width: number, ...shapes: string[]) =>
  `<g stroke="${colour}" stroke-width="${n(width)}">${shapes.join('')}</g>`;

/** Shapes turned by `deg` degrees around (cx, cy). */
export const turn = (deg: number, cx: number, cy: number, ...shapes: string[]) =>
  `<g transform="rotate(${deg} ${cx} ${cy})">${shapes.join('')}</g>`;

/** Another drawing, placed with its 100-unit box at (x, y) and scaled by s, with the same outline. */
export const place = (draw: Draw, p: Paint, x: number, y: number, s: number, main?: string) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" stroke-width="${n(p.sw / s)}">${draw({ ...p, sw: p.sw / s, main })}</g>`;

/** A regular polygon's points (a star when `inner` is given). */
export function polygon(cx: number, cy: number, r: number, sides: number, fill: string, inner?: number, rot = -90) {
  const count = inner ? sides * 2 : sides;
  const points = Array.from({ length: count }, (_, i) => {
    const a = ((rot + (360 / count) * i) * Math.PI) / 180;
    const rr = inner && i % 2 ? inner : r;
    return `${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** Shapes clipped to a circle (a ball's patches). The id comes from the content: the same drawing, the same picture. */
export function clipCircle(cx: number, cy: number, r: number, ...shapes: string[]) {
  const body = shapes.join('');
  let hash = 0;
  for (const ch of `${cx},${cy},${r},${body}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) >>> 0;
  const id = `k${hash.toString(36)}`;
  return `<clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath><g clip-path="url(#${id})">${body}</g>`;
}

/** A variant's name to the colour of the thing ("czarny", "białe", "granatowe"…). */
const VARIANT_COLOURS: [RegExp, string][] = [
  [/^czarn/, C.black],
  [/^biał/, C.white],
  [/^niebiesk/, C.blue],
  [/^granatow/, C.navy],
  [/^różow/, C.pink],
  [/^czerwon/, C.red],
  [/^zielon/, C.green],
  [/^szar/, C.grey],
  [/^stalow/, C.metal],
  [/^grafitow/, C.dark],
  [/^beżow/, C.cream],
  [/^fioletow/, C.purple],
];

export function variantColour(variant: string | undefined): string | undefined {
  if (!variant) return undefined;
  return VARIANT_COLOURS.find(([re]) => re.test(variant.toLowerCase()))?.[1];
}
