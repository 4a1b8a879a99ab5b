import { C, circle, ellipse, flat, line, path, polygon, rect, stroked, thin, turn, type Draw } from './paint.ts';

/** Trips, experiences and the small things gift cards show; the fresh-food programme's own awards. */

const car: Draw = (p) =>
  path(
    'M8 66 V54 C8 48 14 46 18 44 L30 30 C34 26 38 24 46 24 H62 C70 24 74 28 78 34 L86 44 C92 46 94 50 94 56 V66 Z',
    p.main ?? C.blue,
  ) +
  path('M32 44 L40 32 H52 V44 Z', C.glass) +
  path('M58 44 V32 H66 C70 32 72 34 74 38 L78 44 Z', C.glass) +
  circle(28, 68, 10, C.dark) +
  circle(74, 68, 10, C.dark) +
  flat(circle(28, 68, 4, C.steel), circle(74, 68, 4, C.steel), rect(86, 52, 6, 4, C.yellow, 1));

export const LEISURE = {
  car,
  cart: (p) =>
    path('M4 16 H18 L28 66 H82', 'none') +
    path('M16 24 H94 L84 54 H24 Z', p.main ?? C.green) +
    thin(p, line(40, 24, 40, 54), line(58, 24, 58, 54), line(76, 24, 76, 54), line(20, 39, 89, 39)) +
    circle(34, 80, 8, C.dark) +
    circle(76, 80, 8, C.dark),
  sofa: (p) =>
    rect(16, 24, 68, 34, p.main ?? C.blue, 10) +
    rect(6, 44, 20, 36, p.main ?? C.blue, 8) +
    rect(74, 44, 20, 36, p.main ?? C.blue, 8) +
    rect(24, 54, 52, 22, p.main ?? C.blue, 4) +
    line(50, 54, 50, 76) +
    rect(12, 80, 6, 8, C.dark) +
    rect(82, 80, 6, 8, C.dark),
  shirt: (p) =>
    path(
      'M36 10 L12 22 L4 44 L20 50 L24 40 V90 H76 V40 L80 50 L96 44 L88 22 L64 10 C60 20 40 20 36 10 Z',
      p.main ?? C.blue,
    ) +
    thin(p, line(50, 24, 50, 90)) +
    flat(circle(54, 36, 2, C.white), circle(54, 52, 2, C.white), circle(54, 68, 2, C.white)),
  shoe: (p) =>
    path('M8 40 C8 30 20 28 26 34 L44 50 C60 54 84 56 92 66 V78 H8 Z', p.main ?? C.red) +
    rect(6, 76, 88, 10, C.white, 4) +
    stroked(C.white, p.sw, line(34, 42, 42, 36), line(40, 48, 48, 42)) +
    thin(p, line(34, 42, 42, 36), line(40, 48, 48, 42)),
  ring: (p) =>
    `<circle cx="50" cy="62" r="26" fill="none" stroke="${p.main ?? C.yellow}" stroke-width="${p.sw * 3}"/>` +
    circle(50, 62, 29.5, 'none') +
    circle(50, 62, 22.5, 'none') +
    path('M36 22 L44 12 H56 L64 22 L50 38 Z', C.glass) +
    thin(p, line(36, 22, 64, 22), line(44, 12, 50, 22), line(56, 12, 50, 22)),
  cosmetics: (p) =>
    rect(16, 30, 26, 60, p.main ?? C.pink, 6) +
    rect(22, 16, 14, 14, C.dark, 2) +
    flat(rect(20, 50, 18, 20, C.white, 3)) +
    rect(54, 52, 24, 38, C.dark, 4) +
    rect(58, 40, 16, 14, C.metal, 2) +
    path('M58 40 V22 L74 14 V40 Z', C.red),
  fuelPump: (p) =>
    rect(16, 14, 44, 78, p.main ?? C.red, 6) +
    rect(22, 22, 32, 20, C.white, 3) +
    flat(rect(26, 28, 16, 4, C.dark, 1), rect(26, 34, 22, 4, C.dark, 1)) +
    rect(10, 88, 56, 6, C.dark, 2) +
    path('M60 36 H70 C78 36 80 42 80 48 V72 C80 78 88 78 88 72 V40 L80 30', 'none') +
    rect(80, 22, 10, 12, C.dark, 3),
  carWash: (p) =>
    car(p) +
    flat(
      ...[
        [22, 12],
        [44, 8],
        [66, 12],
        [84, 22],
      ].map(([x, y]) =>
        path(
          `M${x} ${y! - 6} C${x! + 6} ${y! + 2} ${x! + 5} ${y! + 8} ${x} ${y! + 8} C${x! - 5} ${y! + 8} ${x! - 6} ${y! + 2} ${x} ${y! - 6} Z`,
          C.water,
        ),
      ),
    ),
  wrench: (p) =>
    turn(
      -45,
      50,
      50,
      rect(42, 30, 16, 60, p.main ?? C.steel, 6),
      path('M34 10 C34 26 42 34 50 34 C58 34 66 26 66 10 L58 14 V24 H42 V14 Z', p.main ?? C.steel),
      circle(50, 78, 4, C.metal),
    ),
  clapper: (p) =>
    rect(10, 40, 80, 50, p.main ?? C.dark, 4) +
    turn(
      -14,
      10,
      40,
      rect(10, 24, 80, 14, C.dark, 2),
      flat(
        ...[0, 1, 2, 3].map((i) =>
          path(`M${18 + i * 18} 24 H${28 + i * 18} L${22 + i * 18} 38 H${12 + i * 18} Z`, C.white),
        ),
      ),
    ) +
    thin(p, line(20, 56, 80, 56), line(20, 70, 60, 70)) +
    circle(76, 74, 7, C.red),
  book: (p) =>
    path('M50 24 C40 16 22 14 8 18 V84 C22 80 40 82 50 90 Z', C.white) +
    path('M50 24 C60 16 78 14 92 18 V84 C78 80 60 82 50 90 Z', C.paper) +
    thin(
      p,
      line(16, 32, 42, 34),
      line(16, 44, 42, 46),
      line(16, 56, 42, 58),
      line(58, 34, 84, 32),
      line(58, 46, 84, 44),
    ) +
    path('M8 84 V90 C22 86 40 88 50 94 C60 88 78 86 92 90 V84', p.main ?? p.accent) +
    rect(64, 10, 8, 34, C.red, 1),
  ferrisWheel: (p) =>
    line(50, 46, 26, 92) +
    line(50, 46, 74, 92) +
    line(18, 92, 82, 92) +
    circle(50, 46, 36, 'none') +
    thin(p, ...Array.from({ length: 4 }, (_, i) => turn(i * 45, 50, 46, line(14, 46, 86, 46)))) +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return rect(
        50 + 36 * Math.cos(a) - 6,
        46 + 36 * Math.sin(a) - 3,
        12,
        10,
        [C.red, C.yellow, C.blue, C.green][i % 4]!,
        3,
      );
    }).join('') +
    circle(50, 46, 5, p.main ?? C.dark),
  carrot: (p) =>
    path('M34 34 C44 24 60 26 66 36 C60 52 42 76 20 90 C26 68 26 44 34 34 Z', p.main ?? C.orange) +
    thin(p, line(38, 50, 46, 52), line(34, 64, 42, 66), line(50, 40, 56, 44)) +
    path('M60 30 C60 16 66 8 72 6 C72 16 68 26 62 32', C.green) +
    path('M62 32 C70 22 82 20 92 22 C86 30 76 36 66 36', C.leaf),
  flower: (p) =>
    line(50, 52, 50, 94) +
    path('M50 80 C40 70 28 70 22 74 C30 84 42 84 50 80', C.green) +
    path('M50 72 C60 62 72 62 78 66 C70 76 58 76 50 72', C.green) +
    Array.from({ length: 6 }, (_, i) => turn(i * 60, 50, 34, ellipse(50, 16, 9, 14, p.main ?? C.pink))).join('') +
    circle(50, 34, 10, C.yellow),
  spa: (p) =>
    ellipse(50, 84, 36, 9, C.steel) +
    ellipse(50, 66, 28, 9, C.grey) +
    ellipse(50, 50, 20, 8, C.steel) +
    path('M50 40 C40 30 40 14 50 4 C60 14 60 30 50 40 Z', p.main ?? C.green) +
    path('M50 40 C38 38 28 30 24 18 C38 18 46 26 50 40 Z', C.leaf) +
    path('M50 40 C62 38 72 30 76 18 C62 18 54 26 50 40 Z', C.leaf),
  mountains: (p) =>
    circle(76, 22, 9, C.yellow) +
    path('M2 88 L34 30 L52 60 L66 42 L98 88 Z', p.main ?? C.steel) +
    path('M34 30 L26 44 L34 40 L40 46 L44 44 Z', C.white) +
    path('M66 42 L60 52 L66 50 L72 54 Z', C.white) +
    rect(16, 70, 20, 18, C.wood, 1) +
    path('M12 72 L26 60 L40 72 Z', C.red) +
    rect(23, 78, 6, 10, C.dark, 1),
  seaside: (p) =>
    circle(74, 20, 10, C.yellow) +
    path('M0 58 C16 52 30 64 50 58 C70 52 84 64 100 58 V92 H0 Z', C.water) +
    path('M0 78 C20 70 50 86 100 76 V96 H0 Z', C.cream) +
    line(34, 26, 34, 84) +
    path('M6 34 C14 16 54 16 62 34 Z', p.main ?? C.red) +
    flat(path('M24 34 C26 22 34 18 34 18 C34 18 42 22 44 34 Z', C.white)) +
    path('M6 34 C14 16 54 16 62 34 Z', 'none'),
  waterPark: (p) =>
    path('M80 10 V30 C80 50 20 34 20 60 V76', 'none') +
    stroked(p.main ?? C.yellow, p.sw * 3, path('M80 10 V30 C80 50 20 34 20 60 V76')) +
    path('M80 10 V30 C80 50 20 34 20 60 V76', 'none') +
    line(80, 10, 80, 92) +
    line(92, 10, 92, 92) +
    thin(p, line(80, 30, 92, 30), line(80, 50, 92, 50), line(80, 70, 92, 70)) +
    path('M2 80 C14 74 26 86 38 80 C50 74 62 86 74 80 V96 H2 Z', C.water),
  sailboat: (p) =>
    path('M46 8 V62 H12 Z', C.white) +
    path('M52 16 V62 H84 C76 44 64 26 52 16 Z', p.main ?? C.red) +
    path('M10 66 H90 L80 82 H20 Z', C.wood) +
    stroked(C.water, p.sw, path('M4 90 C16 84 28 96 40 90 C52 84 64 96 76 90 C84 86 92 90 96 90')),
  balloon: (p) =>
    path('M50 6 C74 6 86 24 86 42 C86 58 66 68 60 76 H40 C34 68 14 58 14 42 C14 24 26 6 50 6 Z', p.main ?? C.red) +
    flat(path('M50 6 C40 18 36 40 42 76 H58 C64 40 60 18 50 6 Z', C.yellow)) +
    path('M50 6 C74 6 86 24 86 42 C86 58 66 68 60 76 H40 C34 68 14 58 14 42 C14 24 26 6 50 6 Z', 'none') +
    line(42, 76, 42, 84) +
    line(58, 76, 58, 84) +
    rect(38, 84, 24, 12, C.wood, 3),
  dinner: (p) =>
    ellipse(42, 80, 38, 10, C.white) +
    path('M12 74 C12 46 72 46 72 74 Z', p.main ?? C.metal) +
    rect(4, 72, 76, 6, C.steel, 3) +
    circle(42, 46, 4, C.dark) +
    flat(path('M22 66 C22 56 34 52 40 52', 'none')) +
    path('M84 8 H96 C96 24 94 28 90 30 C86 28 84 24 84 8 Z', '#d64b6a') +
    line(90, 30, 90, 48) +
    line(84, 48, 96, 48),
  pizza: (p) =>
    circle(50, 52, 40, C.wood) +
    circle(50, 52, 33, p.main ?? '#f0a64a') +
    flat(
      ...[
        [38, 38],
        [62, 40],
        [50, 58],
        [34, 64],
        [66, 66],
      ].map(([x, y]) => circle(x!, y!, 5.5, C.red)),
      ...[
        [50, 34],
        [40, 52],
        [60, 54],
      ].map(([x, y]) => ellipse(x!, y!, 4, 2.5, C.green)),
    ) +
    thin(p, line(50, 19, 50, 85), line(17, 52, 83, 52)),
  chefHat: (p) =>
    path('M26 58 C10 56 10 30 28 32 C28 14 50 8 58 22 C70 12 92 22 84 40 C94 48 86 60 74 58 Z', C.white) +
    rect(28, 56, 46, 22, C.white, 3) +
    thin(p, line(40, 60, 40, 76), line(52, 60, 52, 76), line(62, 60, 62, 76)) +
    turn(30, 80, 76, rect(76, 56, 6, 36, C.wood, 3), ellipse(79, 54, 7, 10, p.main ?? C.wood)),
  cafe: (p) =>
    stroked(C.steel, p.sw * 0.8, path('M38 30 C32 22 42 16 36 8'), path('M52 30 C46 22 56 16 50 8')) +
    path('M20 36 H66 V56 C66 72 56 80 43 80 C30 80 20 72 20 56 Z', p.main ?? C.white) +
    path('M66 44 C80 44 80 62 64 62', 'none') +
    ellipse(44, 84, 34, 7, C.white) +
    flat(ellipse(43, 38, 20, 3, C.coffee)) +
    path('M70 72 C70 62 92 60 94 74 C90 82 74 82 70 72 Z', C.wood),
  sportsCar: (p) =>
    path('M4 66 V58 C4 52 12 50 20 48 L36 36 C42 32 50 32 58 34 L76 46 C88 48 96 52 96 60 V66 Z', p.main ?? C.red) +
    path('M38 46 L46 38 C50 36 56 36 60 38 L68 46 Z', C.dark) +
    circle(24, 68, 10, C.black) +
    circle(78, 68, 10, C.black) +
    flat(circle(24, 68, 4, C.metal), circle(78, 68, 4, C.metal), rect(6, 56, 90, 3, C.white)) +
    rect(2, 52, 8, 4, C.dark, 1),
  parachute: (p) =>
    path('M8 40 C8 12 92 12 92 40 C82 34 72 34 64 40 C58 34 42 34 36 40 C28 34 18 34 8 40 Z', p.main ?? C.orange) +
    flat(path('M36 40 C36 22 46 14 50 13 C54 14 64 22 64 40 C58 34 42 34 36 40 Z', C.yellow)) +
    thin(p, line(8, 40, 46, 72), line(36, 40, 48, 70), line(64, 40, 52, 70), line(92, 40, 54, 72)) +
    circle(50, 72, 5, C.cream) +
    rect(45, 77, 10, 14, C.navy, 3),
  diving: (p) =>
    rect(62, 10, 8, 46, C.yellow, 4) +
    path('M66 56 C66 66 58 68 54 64', 'none') +
    rect(10, 36, 64, 34, p.main ?? C.blue, 14) +
    rect(16, 42, 24, 22, C.glass, 8) +
    rect(44, 42, 24, 22, C.glass, 8) +
    flat(circle(80, 40, 4, C.water), circle(86, 28, 5, C.water), circle(82, 14, 3, C.water)) +
    thin(p, circle(80, 40, 4, 'none'), circle(86, 28, 5, 'none'), circle(82, 14, 3, 'none')),
  escapeRoom: (p) =>
    path('M30 44 V30 C30 10 66 10 66 30 V44', 'none') +
    rect(22, 42, 52, 46, p.main ?? C.yellow, 6) +
    circle(48, 60, 6, C.dark) +
    rect(45, 62, 6, 14, C.dark, 2) +
    turn(
      -30,
      84,
      70,
      circle(84, 52, 8, C.metal),
      rect(81, 59, 6, 28, C.metal, 2),
      rect(87, 78, 6, 4, C.metal),
      rect(87, 84, 5, 3, C.metal),
    ),
  banknotes: (p) =>
    turn(-8, 50, 50, rect(10, 24, 76, 42, C.green, 4), flat(circle(48, 45, 10, '#8fd19b'))) +
    rect(14, 34, 76, 42, p.main ?? '#78c58a', 4) +
    circle(52, 55, 11, C.green) +
    thin(p, rect(20, 40, 64, 30, 'none', 2)) +
    ellipse(24, 82, 14, 5, C.yellow) +
    ellipse(24, 78, 14, 5, C.yellow) +
    ellipse(80, 84, 12, 4, C.yellow),
  training: (p) =>
    line(26, 66, 14, 94) +
    line(74, 66, 86, 94) +
    rect(10, 10, 80, 56, C.white, 3) +
    stroked(p.main ?? C.blue, p.sw * 1.4, path('M20 52 L36 38 L50 46 L66 26 L80 32')) +
    flat(rect(20, 18, 30, 5, C.grey, 2)) +
    rect(44, 4, 12, 6, C.dark, 2),
  barn: (p) =>
    path('M14 44 L50 14 L86 44 V90 H14 Z', p.main ?? C.red) +
    path('M8 48 L50 12 L92 48', 'none') +
    rect(36, 56, 28, 34, C.white, 1) +
    thin(p, line(36, 56, 64, 90), line(64, 56, 36, 90)) +
    rect(42, 30, 16, 14, C.white, 1) +
    flat(path('M0 92 C30 86 70 86 100 92 V100 H0 Z', C.green)),
  farmhouse: (p) =>
    circle(84, 20, 9, C.yellow) +
    path('M0 90 C20 80 40 84 60 88 C76 84 90 82 100 86 V100 H0 Z', C.green) +
    path('M10 50 L34 28 L58 50 V84 H10 Z', C.white) +
    path('M4 54 L34 24 L64 54', 'none') +
    path('M6 52 L34 24 L62 52 L56 52 L34 32 L12 52 Z', p.main ?? C.red) +
    rect(28, 62, 12, 22, C.woodDark, 1) +
    rect(44, 58, 10, 10, C.glass, 1) +
    circle(80, 62, 14, C.green) +
    line(80, 76, 80, 90),
  farmPlate: (p) =>
    ellipse(50, 64, 44, 24, C.white) +
    ellipse(50, 64, 32, 16, p.main ?? C.paper) +
    flat(
      circle(38, 60, 7, C.red),
      ellipse(56, 58, 10, 6, C.green),
      ellipse(52, 70, 12, 4, C.orange),
      circle(66, 66, 5, C.yellow),
    ) +
    line(2, 40, 2, 90) +
    line(98, 40, 98, 90) +
    path('M-4 40 V54 C-4 58 8 58 8 54 V40', 'none'),
  wickerBasket: (p) =>
    flat(circle(34, 40, 11, C.red), circle(52, 36, 12, C.yellow), circle(68, 42, 10, C.green)) +
    circle(34, 40, 11, 'none') +
    circle(52, 36, 12, 'none') +
    circle(68, 42, 10, 'none') +
    path('M8 48 H92 L82 88 H18 Z', p.main ?? C.wood) +
    thin(
      p,
      line(12, 60, 88, 60),
      line(15, 72, 85, 72),
      ...[0, 1, 2, 3, 4, 5].map((i) => line(24 + i * 10.5, 48, 26 + i * 9.5, 88)),
    ),
  seeds: (p) =>
    rect(18, 10, 50, 72, p.main ?? C.white, 4) +
    flat(rect(22, 16, 42, 40, C.glass, 2)) +
    path('M43 52 C43 40 36 32 28 30 C30 40 36 46 43 52 Z', C.green) +
    path('M43 52 C43 38 52 30 60 28 C58 40 52 46 43 52 Z', C.leaf) +
    line(43, 52, 43, 56) +
    flat(rect(24, 62, 38, 4, C.grey, 2), rect(24, 70, 26, 4, C.grey, 2)) +
    flat(ellipse(80, 80, 4, 3, C.brown), ellipse(72, 88, 4, 3, C.brown), ellipse(86, 90, 4, 3, C.brown)),
  greenhouse: (p) =>
    path('M8 50 L50 16 L92 50 V88 H8 Z', C.glass) +
    thin(p, line(30, 34, 30, 88), line(50, 16, 50, 88), line(70, 34, 70, 88), line(8, 64, 92, 64)) +
    path('M8 50 L50 16 L92 50 V88 H8 Z', 'none') +
    flat(circle(20, 80, 5, C.red), circle(40, 78, 5, C.red), circle(60, 80, 5, C.green), circle(80, 78, 5, C.red)) +
    rect(4, 86, 92, 6, p.main ?? C.green, 2),
  cuttingBoards: () =>
    [C.red, C.blue, C.green, C.yellow]
      .map(
        (c, i) => rect(12 + i * 6, 12 + i * 16, 64, 34, c, 6) + flat(rect(58 + i * 6, 18 + i * 16, 10, 6, C.white, 3)),
      )
      .join(''),
  vacuumContainers: (p) =>
    rect(8, 48, 40, 40, C.glass, 6) +
    rect(6, 40, 44, 10, p.main ?? C.green, 4) +
    circle(28, 45, 3, C.white) +
    rect(54, 36, 40, 52, C.glass, 6) +
    rect(52, 28, 44, 10, p.main ?? C.green, 4) +
    flat(ellipse(28, 72, 12, 8, C.orange), rect(60, 58, 28, 24, C.red, 4)) +
    rect(40, 6, 16, 22, C.dark, 6),
  juicer: (p) =>
    rect(38, 4, 16, 20, C.metal, 3) +
    path('M26 22 H66 L60 50 H32 Z', C.glass) +
    rect(22, 50, 48, 40, p.main ?? C.white, 8) +
    path('M70 60 H80 V66 H70', C.steel) +
    path('M78 70 H92 V88 C92 92 78 92 78 88 Z', C.glass) +
    flat(path('M79 76 H91 V88 C91 90 79 90 79 88 Z', C.orange)) +
    circle(46, 70, 5, C.green),
  dehydrator: (p) =>
    ellipse(50, 16, 38, 8, p.main ?? C.white) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(12, 20 + i * 14, 76, 12, C.glass, 4) +
          flat(
            circle(26 + i * 6, 26 + i * 14, 3.5, C.orange),
            circle(52 - i * 4, 26 + i * 14, 3.5, C.red),
            ellipse(72, 26 + i * 14, 5, 3, C.brown),
          ),
      )
      .join('') +
    rect(10, 76, 80, 16, p.main ?? C.white, 6) +
    circle(50, 84, 4, C.green),
  cargoBike: (p) =>
    `<circle cx="20" cy="72" r="14" fill="none" stroke-width="${p.sw * 1.5}"/>` +
    `<circle cx="80" cy="72" r="14" fill="none" stroke-width="${p.sw * 1.5}"/>` +
    stroked(p.main ?? C.green, p.sw * 1.6, path('M20 72 H60 L70 44 L80 72 M60 72 L54 46')) +
    rect(6, 34, 38, 28, C.wood, 3) +
    flat(circle(16, 32, 6, C.red), circle(28, 30, 7, C.green), circle(38, 32, 5, C.orange)) +
    rect(48, 40, 14, 6, C.black, 3) +
    line(70, 44, 74, 30) +
    line(68, 30, 80, 30),
  thermalBag: (p) =>
    path('M30 30 C30 12 70 12 70 30', 'none') +
    rect(12, 30, 76, 60, p.main ?? C.blue, 8) +
    rect(12, 30, 76, 14, C.metal, 6) +
    flat(circle(50, 66, 14, C.white)) +
    stroked(C.water, p.sw * 0.8, line(50, 56, 50, 76), line(41, 61, 59, 71), line(41, 71, 59, 61)),
  filterBottle: (p) =>
    rect(38, 6, 24, 12, C.dark, 5) +
    rect(46, 2, 8, 6, C.dark, 2) +
    rect(30, 18, 40, 74, C.glass, 10) +
    flat(rect(32, 46, 36, 44, C.water, 8)) +
    rect(30, 18, 40, 74, 'none', 10) +
    rect(42, 22, 16, 36, p.main ?? C.dark, 4),
  vegStand: (p) =>
    path('M6 26 H94 L88 40 H12 Z', p.main ?? C.green) +
    flat(
      ...[0, 2, 4, 6].map((i) =>
        path(`M${6 + i * 12.6} 26 H${18.6 + i * 12.6} L${18 + i * 11} 40 H${12 + i * 11} Z`, C.white),
      ),
    ) +
    path('M6 26 H94 L88 40 H12 Z', 'none') +
    line(14, 40, 14, 92) +
    line(86, 40, 86, 92) +
    turn(
      8,
      50,
      60,
      rect(14, 52, 72, 14, C.wood, 2),
      flat(circle(26, 52, 6, C.red), circle(40, 52, 6, C.red), circle(56, 52, 6, C.green), circle(72, 52, 6, C.orange)),
    ) +
    rect(14, 74, 72, 14, C.wood, 2) +
    flat(
      circle(28, 72, 6, C.yellow),
      circle(44, 72, 6, C.green),
      circle(62, 72, 6, C.purple),
      circle(76, 72, 6, C.red),
    ),
  crates: (p) =>
    [
      [10, 50],
      [52, 50],
      [31, 14],
    ]
      .map(
        ([x, y]) =>
          rect(x!, y!, 40, 34, p.main ?? C.wood, 2) +
          line(x!, y! + 12, x! + 40, y! + 12) +
          line(x!, y! + 23, x! + 40, y! + 23) +
          flat(rect(x! + 12, y! + 4, 16, 4, C.woodDark, 2)),
      )
      .join(''),
  priceBoards: (p) =>
    [0, 1, 2]
      .map((i) =>
        turn(
          -6 + i * 6,
          30 + i * 20,
          50,
          line(30 + i * 20, 60, 30 + i * 20, 92),
          rect(14 + i * 20, 20 + (i % 2) * 8, 32, 40, p.main ?? C.wood, 3),
          rect(18 + i * 20, 24 + (i % 2) * 8, 24, 32, '#2f4a3a', 2),
          stroked(
            C.white,
            p.sw * 0.5,
            path(
              `M${22 + i * 20} ${34 + (i % 2) * 8} H${38 + i * 20} M${22 + i * 20} ${44 + (i % 2) * 8} H${32 + i * 20}`,
            ),
          ),
        ),
      )
      .join(''),
  ticket: (p) =>
    path('M8 26 H92 V42 C86 42 86 58 92 58 V74 H8 V58 C14 58 14 42 8 42 Z', p.main ?? p.accent) +
    thin(p, line(68, 30, 68, 70)) +
    polygon(38, 50, 14, 5, C.yellow, 6),
} satisfies Record<string, Draw>;

/** A gift card with the sign of where it is spent. */
export function giftCard(emblem: Draw): Draw {
  return (p) =>
    turn(-8, 50, 50, rect(12, 20, 76, 52, C.white, 7)) +
    rect(8, 28, 84, 56, p.main ?? p.accent, 7) +
    flat(rect(20, 28, 8, 56, C.yellow), rect(8, 48, 84, 8, C.yellow)) +
    path('M24 48 C14 36 18 30 24 38 C30 30 34 36 24 48 Z', C.yellow) +
    circle(64, 56, 20, C.white) +
    `<g transform="translate(49 41) scale(0.3)" stroke-width="${(p.sw / 0.3).toFixed(3)}">${emblem({ ...p, sw: p.sw / 0.3, main: undefined })}</g>`;
}
