import { C, circle, ellipse, flat, line, path, rect, stroked, thin, turn, type Draw } from './paint.ts';

/** The shop: furniture, tills, cooling, signs — and the goods on its shelves. */

/** Small goods for shelves and fridges: a row of boxes, bottles and jars in several colours. */
const goodsRow = (x: number, y: number, width: number, height: number) => {
  const colours = [C.red, C.yellow, C.blue, C.green, C.orange, C.purple];
  const count = Math.max(2, Math.round(width / 10));
  const w = width / count;
  return flat(
    ...Array.from({ length: count }, (_, i) => {
      const h = height * (0.7 + ((i * 37) % 10) / 33);
      return rect(x + i * w + 1, y + height - h, w - 2, h, colours[i % colours.length]!, 1.5);
    }),
  );
};

const bottle = (x: number, y: number, h: number, fill: string) =>
  rect(x - 2, y, 4, h * 0.2, fill, 1) + rect(x - 4.5, y + h * 0.18, 9, h * 0.82, fill, 3);

export const SHOP = {
  shelfRack: (p) =>
    line(14, 8, 14, 92) +
    line(86, 8, 86, 92) +
    [22, 44, 66, 88].map((y) => goodsRow(18, y - 14, 64, 12) + rect(10, y - 2, 80, 5, p.main ?? C.steel, 1.5)).join(''),
  trolley: (p) =>
    path('M6 18 H18 L28 64 H80', 'none') +
    path('M16 26 H92 L84 56 H26 Z', p.main ?? C.metal) +
    thin(
      p,
      line(22, 36, 88, 36),
      line(24, 46, 86, 46),
      line(40, 26, 40, 56),
      line(56, 26, 56, 56),
      line(72, 26, 72, 56),
    ) +
    circle(34, 78, 7, C.dark) +
    circle(74, 78, 7, C.dark),
  baskets: (p) =>
    path('M30 30 C30 10 70 10 70 30', 'none') +
    path('M10 30 H90 L82 80 H18 Z', p.main ?? C.green) +
    flat(...[0, 1, 2, 3, 4].flatMap((i) => [0, 1].map((j) => rect(22 + i * 12, 40 + j * 16, 8, 10, C.leaf, 2)))) +
    rect(8, 26, 84, 8, p.main ?? C.green, 3),
  counter: (p) =>
    rect(6, 36, 88, 10, C.wood, 3) +
    rect(10, 46, 80, 44, p.main ?? C.white, 3) +
    rect(16, 52, 30, 14, C.metal, 2) +
    rect(16, 70, 30, 14, C.metal, 2) +
    line(24, 59, 38, 59) +
    line(24, 77, 38, 77) +
    rect(54, 52, 30, 32, p.accent, 3) +
    rect(18, 22, 22, 14, C.dark, 3) +
    goodsRow(56, 24, 30, 12),
  platformLadder: (p) =>
    line(20, 92, 40, 12) +
    line(40, 12, 40, 4) +
    line(40, 4, 70, 4) +
    line(70, 4, 76, 92) +
    rect(36, 12, 40, 6, p.main ?? C.metal, 2) +
    [0, 1, 2].map((i) => rect(26 - i * 2, 34 + i * 20, 22, 5, C.steel, 2)).join('') +
    circle(20, 92, 4, C.dark) +
    circle(76, 92, 4, C.dark),
  palletTruck: (p) =>
    rect(20, 72, 74, 8, p.main ?? C.orange, 2) +
    rect(14, 56, 16, 26, p.main ?? C.orange, 3) +
    line(22, 56, 8, 14) +
    path('M2 14 H14 L12 6 H4 Z', C.dark) +
    circle(22, 86, 6, C.dark) +
    circle(88, 84, 4, C.dark) +
    flat(rect(34, 62, 52, 10, C.wood, 1)),
  convexMirror: (p) =>
    line(8, 20, 8, 80) +
    path('M8 30 H36', 'none') +
    circle(60, 52, 34, p.main ?? C.dark) +
    circle(60, 52, 28, C.glass) +
    flat(path('M40 44 C44 32 56 26 66 26 C56 30 48 36 46 48 Z', C.white), rect(44, 58, 32, 8, C.steel, 2)),
  register: (p) =>
    rect(22, 10, 40, 20, C.white, 2) +
    thin(p, line(28, 16, 54, 16), line(28, 22, 48, 22)) +
    path('M10 30 H74 L90 88 H10 Z', p.main ?? C.dark) +
    rect(18, 36, 44, 12, C.screen, 2) +
    flat(rect(22, 40, 24, 4, C.green, 1)) +
    flat(...[0, 1, 2].flatMap((r) => [0, 1, 2, 3].map((c) => rect(20 + c * 11, 54 + r * 9, 8, 6, C.metal, 1.5)))) +
    rect(66, 56, 14, 24, p.accent, 2),
  labelPrinter: (p) =>
    rect(12, 30, 52, 44, p.main ?? C.white, 10) +
    rect(20, 38, 24, 10, C.screen, 2) +
    circle(52, 60, 5, p.accent) +
    path('M64 48 H92 V60 H64', C.white) +
    thin(p, line(72, 48, 72, 60), line(82, 48, 82, 60)) +
    flat(...[0, 1, 2, 3].map((i) => rect(66 + i * 2.2, 51, 1.2, 6, C.black))),
  scanner: (p) =>
    stroked(C.red, p.sw * 0.6, line(46, 32, 80, 16), line(46, 32, 84, 40), line(46, 32, 80, 28)) +
    rect(72, 12, 20, 32, C.white, 2) +
    flat(...[0, 2, 3, 6, 8, 9, 12, 14].map((i) => rect(75 + i, 16, i % 3 ? 1.2 : 2, 24, C.black))) +
    path(
      'M14 24 H48 C52 24 52 40 48 40 H36 L30 80 C30 86 18 86 18 80 L22 40 H14 C10 40 10 24 14 24 Z',
      p.main ?? C.dark,
    ) +
    rect(28, 46, 6, 10, C.yellow, 2),
  shopScale: (p) =>
    rect(38, 10, 24, 40, C.dark, 4) +
    rect(41, 16, 18, 10, C.screen, 2) +
    flat(rect(44, 19, 12, 4, C.green, 1)) +
    rect(10, 52, 80, 10, C.metal, 3) +
    rect(16, 62, 68, 22, p.main ?? C.white, 5) +
    rect(30, 66, 40, 10, C.screen, 2) +
    path('M20 52 C24 40 42 38 46 46', C.yellow) +
    path('M34 44 C40 34 56 34 62 44 L46 52 Z', C.yellow),
  cashDrawer: (p) =>
    rect(8, 28, 84, 40, p.main ?? C.dark, 4) +
    rect(14, 50, 72, 36, C.black, 3) +
    flat(...[0, 1, 2, 3, 4].map((i) => rect(18 + i * 13.5, 54, 11, 14, C.green, 1))) +
    flat(...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => circle(22 + i * 8.3, 76, 3, i % 2 ? C.yellow : C.metal))) +
    rect(40, 36, 20, 6, C.steel, 3),
  posTablet: (p) =>
    rect(14, 12, 72, 52, p.main ?? C.black, 6) +
    rect(19, 17, 62, 42, C.paper, 2) +
    flat(
      ...[0, 1, 2].flatMap((r) =>
        [0, 1, 2].map((c) => rect(22 + c * 14, 20 + r * 12.5, 12, 10, [C.green, C.orange, C.blue][(r + c) % 3]!, 2)),
      ),
      rect(66, 20, 12, 36, p.accent, 2),
    ) +
    rect(44, 64, 12, 16, C.steel) +
    ellipse(50, 84, 22, 6, C.metal),
  paymentTerminal: (p) =>
    turn(12, 60, 12, rect(44, 2, 32, 22, p.accent, 3), flat(rect(48, 8, 8, 6, C.yellow, 1))) +
    rect(26, 18, 48, 74, p.main ?? C.dark, 10) +
    rect(32, 24, 36, 22, C.screen, 3) +
    flat(...[0, 1, 2, 3].flatMap((r) => [0, 1, 2].map((c) => rect(34 + c * 11, 52 + r * 9, 8, 6, C.metal, 1.5)))) +
    stroked(C.steel, p.sw * 0.8, path('M80 40 A10 10 0 0 1 80 56'), path('M86 34 A18 18 0 0 1 86 62')),
  displayCounter: (p) =>
    rect(4, 64, 92, 26, p.main ?? C.white, 3) +
    path('M8 64 V38 C8 26 22 22 40 22 H92 V64 Z', C.glass) +
    flat(
      ellipse(24, 58, 10, 6, C.pink),
      path('M36 62 L50 44 L62 62 Z', C.yellow),
      ellipse(76, 56, 12, 8, '#e98f7a'),
      circle(76, 56, 3, C.white),
    ) +
    path('M8 64 V38 C8 26 22 22 40 22 H92 V64 Z', 'none') +
    line(4, 64, 96, 64) +
    flat(rect(10, 72, 80, 4, p.accent, 2)),
  glassFridge: (p) =>
    rect(20, 4, 60, 92, p.main ?? C.white, 5) +
    rect(20, 4, 60, 14, p.accent, 5) +
    rect(26, 22, 48, 68, C.glass, 2) +
    [0, 1, 2]
      .map(
        (r) =>
          flat(
            ...[0, 1, 2, 3, 4].map((i) =>
              bottle(31 + i * 9.5, 28 + r * 21, 16, [C.red, C.green, C.orange, C.blue][(i + r) % 4]!),
            ),
          ) + line(26, 46 + r * 21, 74, 46 + r * 21),
      )
      .join('') +
    line(70, 40, 70, 70),
  chestFreezer: (p) =>
    rect(6, 44, 88, 42, p.main ?? C.white, 6) +
    path('M6 44 L16 24 H84 L94 44 Z', C.glass) +
    flat(
      ...[0, 1, 2, 3, 4].map((i) => rect(22 + i * 12, 30, 9, 10, [C.pink, C.yellow, C.orange, C.purple, C.red][i]!, 2)),
    ) +
    path('M6 44 L16 24 H84 L94 44 Z', 'none') +
    line(50, 24, 50, 44) +
    flat(rect(14, 56, 72, 6, p.accent, 3)) +
    rect(10, 86, 8, 6, C.dark) +
    rect(82, 86, 8, 6, C.dark),
  underCounterFridge: (p) =>
    rect(4, 26, 92, 8, C.metal, 2) +
    rect(8, 34, 84, 54, p.main ?? C.metal, 4) +
    rect(14, 40, 72, 20, C.steel, 3) +
    rect(14, 64, 72, 20, C.steel, 3) +
    rect(38, 46, 24, 5, C.dark, 2) +
    rect(38, 70, 24, 5, C.dark, 2) +
    circle(84, 30, 2, C.green),
  thermometer: (p) =>
    rect(20, 16, 52, 70, p.main ?? C.white, 10) +
    rect(28, 24, 36, 28, C.screen, 3) +
    stroked(C.green, p.sw * 0.8, path('M31 44 L38 38 L44 42 L52 32 L60 36')) +
    circle(36, 66, 5, C.water) +
    circle(56, 66, 5, C.red) +
    rect(78, 20, 8, 46, C.white, 4) +
    circle(82, 72, 8, C.red) +
    flat(rect(80, 36, 4, 34, C.red, 2)),
  lightbox: (p) =>
    flat(rect(2, 16, 96, 56, '#fff6c9', 12)) +
    rect(8, 22, 84, 44, p.main ?? p.accent, 6) +
    flat(rect(14, 28, 72, 32, C.white, 3)) +
    path('M34 36 H40 L44 50 H62 L66 40', 'none') +
    circle(47, 55, 2.5, C.dark) +
    circle(59, 55, 2.5, C.dark) +
    line(20, 22, 20, 8) +
    line(80, 22, 80, 8) +
    line(10, 8, 90, 8),
  aFrame: (p) =>
    line(22, 20, 10, 92) +
    line(78, 20, 90, 92) +
    path('M26 14 H74 L86 84 H14 Z', p.main ?? C.wood) +
    path('M30 22 H70 L78 76 H22 Z', '#2f4a3a') +
    stroked(
      C.white,
      p.sw * 0.6,
      path('M34 34 H58'),
      path('M32 44 H66'),
      path('M30 54 H52'),
      path('M46 66 A6 6 0 0 1 58 66 H46'),
    ) +
    line(18, 58, 82, 58),
  leaflets: (p) =>
    turn(-10, 40, 50, rect(14, 18, 50, 66, C.white, 2)) +
    turn(
      6,
      56,
      50,
      rect(30, 14, 52, 70, C.paper, 2),
      flat(
        rect(36, 20, 40, 12, p.main ?? C.red, 2),
        rect(36, 38, 18, 18, C.yellow, 2),
        rect(58, 38, 18, 18, C.green, 2),
        rect(36, 60, 40, 4, C.grey, 2),
        rect(36, 68, 28, 4, C.grey, 2),
      ),
    ),
  leafletStand: (p) =>
    [0, 1, 2].map((i) => rect(14 + i * 26, 14 + i * 4, 20, 40, [C.red, C.yellow, C.blue][i]!, 2)).join('') +
    [0, 1, 2].map((i) => rect(10 + i * 26, 40 + i * 2, 28, 30, p.main ?? C.glass, 3)).join('') +
    rect(6, 72, 88, 8, C.dark, 3),
  floorStickers: (p) =>
    path('M2 92 L22 40 H78 L98 92 Z', C.metal) +
    path('M24 88 V70 H14 L32 52 L50 70 H40 V88 Z', p.main ?? C.yellow) +
    path('M60 70 V58 H54 L66 46 L78 58 H72 V70 Z', p.main ?? C.yellow) +
    flat(rect(10, 18, 80, 6, C.steel, 3)),
  adScreen: (p) =>
    stroked(C.yellow, p.sw * 0.7, line(84, 6, 92, 0), line(90, 16, 98, 14), line(78, 2, 80, -4)) +
    rect(26, 6, 48, 74, p.main ?? C.black, 5) +
    rect(31, 11, 38, 64, p.accent, 2) +
    flat(circle(50, 32, 11, C.yellow), rect(36, 50, 28, 6, C.white, 3), rect(40, 60, 20, 6, C.white, 3)) +
    rect(46, 80, 8, 8, C.steel) +
    rect(34, 88, 32, 5, C.metal, 2),
  awning: (p) =>
    rect(12, 40, 76, 52, C.white, 2) +
    rect(20, 50, 28, 42, C.glass, 2) +
    rect(54, 50, 26, 26, C.glass, 2) +
    path('M6 20 H94 L88 44 H12 Z', C.white) +
    flat(
      ...[0, 2, 4, 6].map((i) =>
        path(`M${6 + i * 11} 20 H${17 + i * 11} L${17.25 + i * 9.5} 44 H${12 + i * 9.5} Z`, p.main ?? p.accent),
      ),
    ) +
    path('M6 20 H94 L88 44 H12 Z', 'none') +
    flat(
      ...Array.from({ length: 8 }, (_, i) => circle(17 + i * 9.7, 44, 4.8, i % 2 ? C.white : (p.main ?? p.accent))),
    ) +
    thin(
      p,
      path(`M12 44 ${Array.from({ length: 8 }, (_, i) => `A4.85 4.85 0 0 0 ${21.7 + i * 9.7} 44`).join(' ')}`, 'none'),
    ),
  bottles: (p) =>
    rect(24, 8, 10, 10, C.blue, 2) +
    path('M22 18 H36 C40 24 42 28 42 34 V88 C42 92 16 92 16 88 V34 C16 28 18 24 22 18 Z', C.glass) +
    flat(rect(16, 44, 26, 18, C.blue)) +
    path('M22 18 H36 C40 24 42 28 42 34 V88 C42 92 16 92 16 88 V34 C16 28 18 24 22 18 Z', 'none') +
    rect(50, 18, 8, 10, C.dark, 2) +
    path('M50 28 H58 L64 42 V88 H44 V42 Z', C.orange) +
    flat(rect(44, 52, 20, 16, C.yellow)) +
    rect(74, 30, 8, 8, C.red, 2) +
    path('M72 38 H84 C88 42 90 46 90 52 V88 C90 92 66 92 66 88 V52 C66 46 68 42 72 38 Z', p.main ?? C.red) +
    flat(rect(66, 58, 24, 14, C.white)),
} satisfies Record<string, Draw>;

export { goodsRow, bottle };
