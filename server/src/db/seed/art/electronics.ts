import { C, circle, ellipse, flat, line, path, polygon, rect, stroked, thin, turn, type Draw } from './paint.ts';

/** Phones, audio, computers, screens and small kitchen appliances. */

const bolt = (x: number, y: number, s: number, fill: string) =>
  path(
    `M${x + 2 * s} ${y}L${x - 3 * s} ${y + 6 * s}H${x}L${x - 2 * s} ${y + 12 * s}L${x + 3 * s} ${y + 5 * s}H${x}Z`,
    fill,
  );

const tablet: Draw = (p) =>
  rect(18, 10, 64, 80, p.main ?? C.dark, 8) +
  rect(24, 16, 52, 68, C.screen, 3) +
  flat(
    rect(29, 22, 19, 14, p.accent, 2),
    rect(52, 22, 19, 14, C.yellow, 2),
    rect(29, 40, 42, 6, C.glass, 2),
    rect(29, 50, 30, 6, C.glass, 2),
    rect(29, 62, 42, 16, C.green, 2),
  );

export const ELECTRONICS = {
  tablet,
  smartphone: (p) =>
    rect(30, 8, 40, 84, p.main ?? C.black, 8) +
    rect(34, 16, 32, 66, C.screen, 3) +
    flat(
      rect(38, 22, 10, 10, p.accent, 2),
      rect(52, 22, 10, 10, C.yellow, 2),
      rect(38, 36, 10, 10, C.green, 2),
      rect(52, 36, 10, 10, C.pink, 2),
      rect(38, 64, 24, 4, C.glass, 2),
    ) +
    line(45, 12, 55, 12),
  powerbank: (p) =>
    path('M50 16 C50 6 70 4 74 10', 'none') +
    rect(70, 8, 10, 8, C.dark, 2) +
    rect(26, 16, 48, 76, p.main ?? C.dark, 10) +
    rect(42, 12, 16, 6, C.steel, 2) +
    flat(...[0, 1, 2, 3].map((i) => rect(34 + i * 9, 76, 6, 6, i < 3 ? C.green : C.steel, 3))) +
    bolt(50, 36, 2.6, C.yellow),
  charger: (p) =>
    rect(36, 12, 7, 16, C.metal, 1) +
    rect(57, 12, 7, 16, C.metal, 1) +
    rect(28, 26, 44, 42, p.main ?? C.white, 8) +
    bolt(50, 36, 2, p.accent) +
    path('M50 68 V76 C50 90 70 90 78 80', 'none') +
    rect(74, 70, 10, 14, C.dark, 3),
  wirelessCharger: (p) =>
    ellipse(50, 74, 40, 14, C.dark) +
    ellipse(50, 70, 40, 14, p.main ?? C.white) +
    flat(ellipse(50, 70, 24, 7, C.glass)) +
    circle(76, 74, 2.5, C.green) +
    stroked(p.accent, p.sw * 1.2, path('M36 48 A20 20 0 0 1 64 48'), path('M28 38 A32 32 0 0 1 72 38')) +
    bolt(50, 16, 2, C.yellow),
  carHolder: (p) =>
    rect(14, 70, 72, 22, C.dark, 4) +
    thin(p, line(18, 77, 82, 77), line(18, 85, 82, 85)) +
    rect(46, 56, 8, 16, C.steel) +
    rect(28, 10, 44, 50, C.black, 6) +
    rect(32, 14, 36, 42, C.screen, 2) +
    rect(22, 26, 8, 18, p.main ?? C.steel, 3) +
    rect(70, 26, 8, 18, p.main ?? C.steel, 3) +
    flat(circle(50, 35, 8, p.accent)),
  smartwatch: (p) =>
    rect(37, 4, 26, 28, p.main ?? C.black, 6) +
    rect(37, 68, 26, 28, p.main ?? C.black, 6) +
    rect(26, 26, 48, 48, C.dark, 12) +
    rect(31, 31, 38, 38, C.screen, 8) +
    rect(74, 44, 5, 12, C.steel, 2) +
    flat(path('M50 60 L40 50 A6 6 0 0 1 50 42 A6 6 0 0 1 60 50 Z', C.red)),
  fitnessBand: (p) =>
    rect(40, 4, 20, 92, p.main ?? C.navy, 10) +
    rect(35, 28, 30, 44, C.black, 10) +
    rect(39, 33, 22, 34, C.screen, 6) +
    stroked(C.green, p.sw * 0.8, path('M41 52 H46 L49 44 L53 58 L56 50 H59')),
  phoneCase: (p) =>
    rect(12, 12, 38, 76, p.main ?? C.brown, 6) +
    rect(18, 24, 26, 16, C.woodDark, 2) +
    rect(20, 18, 22, 12, p.accent, 2) +
    thin(p, line(18, 50, 44, 50), line(18, 58, 44, 58)) +
    rect(50, 12, 38, 76, p.main ?? C.brown, 6) +
    rect(55, 17, 28, 66, C.black, 5) +
    rect(58, 22, 22, 56, C.screen, 2),
  headphones: (p) =>
    path('M18 60 V52 A32 32 0 0 1 82 52 V60 H74 V52 A24 24 0 0 0 26 52 V60 Z', p.main ?? C.black) +
    rect(10, 52, 22, 34, p.main ?? C.black, 9) +
    rect(68, 52, 22, 34, p.main ?? C.black, 9) +
    flat(rect(24, 58, 6, 22, C.steel, 3), rect(70, 58, 6, 22, C.steel, 3)),
  earbuds: (p) =>
    rect(22, 48, 56, 40, p.main ?? C.white, 18) +
    line(22, 62, 78, 62) +
    circle(50, 76, 2.5, C.green) +
    rect(30, 14, 8, 26, p.main ?? C.white, 4) +
    circle(30, 16, 9, p.main ?? C.white) +
    rect(62, 14, 8, 26, p.main ?? C.white, 4) +
    circle(70, 16, 9, p.main ?? C.white) +
    flat(circle(30, 16, 4, C.steel), circle(70, 16, 4, C.steel)),
  speaker: (p) =>
    path('M30 30 C30 14 70 14 70 30', 'none') +
    rect(14, 30, 72, 48, p.main ?? C.red, 24) +
    rect(26, 38, 48, 32, C.dark, 14) +
    flat(...[0, 1, 2, 3, 4].flatMap((i) => [0, 1, 2].map((j) => circle(34 + i * 8, 46 + j * 8, 1.8, C.steel)))) +
    circle(80, 54, 3, C.white),
  soundbar: (p) =>
    rect(4, 26, 92, 18, p.main ?? C.black, 9) +
    flat(...Array.from({ length: 10 }, (_, i) => circle(16 + i * 7.6, 35, 1.6, C.steel))) +
    rect(58, 50, 32, 40, p.main ?? C.black, 5) +
    circle(74, 70, 11, C.dark) +
    circle(74, 70, 4, C.steel) +
    rect(12, 62, 28, 20, C.screen, 3) +
    flat(path('M18 76 L24 68 L29 73 L34 66', p.accent)),
  radio: (p) =>
    line(28, 30, 16, 6) +
    rect(10, 30, 80, 54, p.main ?? C.red, 10) +
    circle(34, 57, 16, C.dark) +
    flat(...[-8, -3, 2, 7].map((d) => rect(22, 57 + d - 1, 24, 2, C.steel, 1))) +
    rect(56, 40, 26, 14, C.screen, 3) +
    flat(rect(59, 45, 14, 4, p.accent, 1)) +
    circle(62, 70, 5, C.paper) +
    circle(77, 70, 5, C.paper),
  turntable: (p) =>
    rect(8, 22, 84, 62, p.main ?? C.wood, 6) +
    circle(42, 53, 27, C.black) +
    flat(circle(42, 53, 20, C.dark), circle(42, 53, 8, p.accent)) +
    circle(42, 53, 2, C.paper) +
    circle(80, 32, 6, C.metal) +
    path('M80 32 L76 62 L66 70', 'none') +
    rect(62, 66, 8, 6, C.steel, 1) +
    circle(80, 76, 3, C.dark),
  shopSpeaker: (p) =>
    rect(24, 10, 42, 78, p.main ?? C.dark, 6) +
    circle(45, 62, 15, C.black) +
    circle(45, 62, 6, C.steel) +
    circle(45, 28, 7, C.black) +
    flat(circle(45, 28, 3, C.steel)) +
    path('M74 30 V14 L88 10 V26', 'none') +
    circle(71, 31, 4, p.accent) +
    circle(85, 27, 4, p.accent),
  tabletPen: (p) =>
    tablet(p) +
    turn(
      35,
      80,
      60,
      rect(76, 22, 8, 60, C.white, 4),
      path('M76 82 L80 92 L84 82 Z', C.steel),
      flat(rect(78, 28, 4, 8, p.accent, 2)),
    ),
  laptop: (p) =>
    rect(18, 14, 64, 46, p.main ?? C.dark, 5) +
    rect(23, 19, 54, 36, C.screen, 2) +
    flat(rect(28, 24, 22, 12, p.accent, 2), rect(28, 40, 40, 4, C.glass, 2), rect(28, 47, 30, 4, C.glass, 2)) +
    path('M8 66 H92 L86 80 H14 Z', C.metal) +
    line(18, 66, 82, 66) +
    flat(rect(42, 70, 16, 4, C.steel, 2)),
  monitor: (p) =>
    rect(10, 12, 80, 54, p.main ?? C.black, 5) +
    rect(15, 17, 70, 44, C.screen, 2) +
    flat(path('M15 61 L40 38 L55 50 L68 42 L85 55 V61 Z', C.green), circle(70, 28, 6, C.yellow)) +
    rect(45, 66, 10, 14, C.steel) +
    rect(30, 80, 40, 7, C.metal, 3),
  mouse: (p) =>
    rect(30, 14, 40, 72, p.main ?? C.dark, 20) +
    line(50, 14, 50, 40) +
    path('M30 40 H70', 'none') +
    rect(46, 22, 8, 12, C.steel, 4) +
    flat(circle(50, 70, 4, p.accent)),
  keyboard: (p) =>
    rect(6, 30, 88, 42, p.main ?? C.white, 7) +
    flat(
      ...[0, 1, 2].flatMap((r) =>
        Array.from({ length: 10 }, (_, i) => rect(11 + i * 8, 36 + r * 9, 6, 6, C.metal, 1.5)),
      ),
      rect(27, 63, 46, 5, C.metal, 2),
      rect(11, 63, 12, 5, p.accent, 2),
    ),
  ssd: (p) =>
    rect(18, 24, 56, 40, p.main ?? C.dark, 9) +
    flat(rect(26, 32, 26, 6, C.steel, 3)) +
    circle(64, 54, 3, C.green) +
    path('M74 44 H80 C90 44 90 62 80 70 V76', 'none') +
    rect(75, 74, 10, 14, C.black, 3),
  pendrive: (p) =>
    rect(40, 8, 20, 22, C.metal, 2) +
    flat(rect(44, 14, 4, 4, C.dark), rect(52, 14, 4, 4, C.dark)) +
    rect(32, 28, 36, 62, p.main ?? C.steel, 8) +
    circle(50, 78, 5, C.paper) +
    flat(rect(38, 36, 24, 6, p.accent, 3)),
  printer: (p) =>
    rect(28, 10, 44, 28, C.white, 2) +
    thin(p, line(34, 18, 62, 18), line(34, 25, 56, 25)) +
    rect(10, 34, 80, 38, p.main ?? C.metal, 8) +
    rect(20, 56, 60, 8, C.dark, 3) +
    rect(24, 62, 52, 28, C.white, 2) +
    thin(p, line(30, 72, 70, 72), line(30, 79, 60, 79)) +
    circle(78, 44, 3, C.green) +
    flat(rect(16, 42, 20, 5, p.accent, 2)),
  router: (p) =>
    line(26, 52, 20, 18) +
    line(50, 52, 50, 14) +
    line(74, 52, 80, 18) +
    rect(10, 52, 80, 26, p.main ?? C.dark, 9) +
    flat(...[0, 1, 2, 3, 4].map((i) => circle(26 + i * 9, 65, 2.6, i === 4 ? C.yellow : C.green))) +
    stroked(p.accent, p.sw, path('M40 38 A14 14 0 0 1 60 38'), path('M45 44 A7 7 0 0 1 55 44')),
  tv: (p) =>
    rect(6, 14, 88, 58, p.main ?? C.black, 4) +
    rect(11, 19, 78, 48, C.screen, 2) +
    flat(
      path('M11 67 L34 44 L50 56 L66 40 L89 60 V67 Z', C.green),
      path('M11 67 L34 44 L46 53 L30 67 Z', C.leaf),
      circle(70, 30, 7, C.yellow),
    ) +
    line(24, 72, 18, 84) +
    line(76, 72, 82, 84),
  projector: (p) =>
    path('M26 52 L2 22 V82 Z', '#fff6c7') +
    rect(18, 36, 72, 38, p.main ?? C.white, 9) +
    circle(36, 55, 13, C.dark) +
    circle(36, 55, 6, C.glass) +
    thin(p, line(62, 46, 82, 46), line(62, 54, 82, 54), line(62, 62, 82, 62)) +
    rect(26, 74, 8, 6, C.dark) +
    rect(74, 74, 8, 6, C.dark),
  mediaPlayer: (p) =>
    rect(8, 58, 52, 20, p.main ?? C.black, 6) +
    circle(50, 68, 2.5, C.green) +
    rect(66, 14, 22, 74, C.dark, 9) +
    circle(77, 32, 7, p.accent) +
    flat(
      circle(72, 50, 2.6, C.steel),
      circle(82, 50, 2.6, C.steel),
      circle(72, 60, 2.6, C.steel),
      circle(82, 60, 2.6, C.steel),
    ) +
    stroked(p.accent, p.sw, path('M20 46 A16 16 0 0 1 40 46')),
  tvMount: (p) =>
    rect(6, 20, 14, 60, C.metal, 3) +
    path('M20 40 L44 30 L60 46', 'none') +
    path('M20 60 L44 50 L60 54', 'none') +
    circle(44, 30, 4, C.steel) +
    circle(44, 50, 4, C.steel) +
    rect(58, 36, 8, 28, C.steel, 2) +
    rect(66, 8, 12, 84, p.main ?? C.black, 3) +
    flat(rect(70, 12, 4, 76, C.screen)),
  espresso: (p) =>
    rect(22, 8, 56, 18, C.dark, 6) +
    rect(22, 22, 56, 64, p.main ?? C.steel, 6) +
    rect(30, 30, 40, 10, C.screen, 3) +
    flat(rect(34, 33, 12, 4, p.accent, 2)) +
    rect(38, 44, 24, 8, C.dark, 2) +
    path('M40 60 H60 L58 74 H42 Z', C.white) +
    path('M60 63 C66 63 66 70 59 70', 'none') +
    rect(26, 74, 48, 8, C.metal, 2) +
    flat(ellipse(50, 61, 8, 1.5, C.coffee)),
  dripCoffee: (p) =>
    rect(60, 10, 26, 80, p.main ?? C.black, 6) +
    rect(16, 10, 70, 22, p.main ?? C.black, 6) +
    path('M22 46 H60 V80 C60 86 22 86 22 80 Z', C.glass) +
    flat(path('M24 62 H58 V80 C58 84 24 84 24 80 Z', C.coffee)) +
    path('M22 46 H60 V80 C60 86 22 86 22 80 Z', 'none') +
    path('M60 52 C70 52 70 72 60 72', 'none') +
    rect(16, 86, 50, 6, C.dark, 2) +
    circle(74, 22, 3, C.red),
  kettle: (p) =>
    path('M28 30 H66 L74 82 H20 Z', p.main ?? C.metal) +
    path('M28 30 L18 20 L26 18 L34 30', C.steel) +
    path('M66 40 C86 40 86 74 72 74', 'none') +
    rect(40, 20, 16, 10, C.dark, 3) +
    rect(16, 82, 62, 8, C.dark, 3) +
    flat(rect(30, 40, 6, 30, C.white, 3)) +
    circle(60, 60, 3, p.accent),
  blender: (p) =>
    rect(30, 10, 40, 8, C.dark, 3) +
    path('M28 18 H72 L64 66 H36 Z', C.glass) +
    flat(path('M31 38 H69 L64 66 H36 Z', C.pink)) +
    path('M28 18 H72 L64 66 H36 Z', 'none') +
    path('M72 24 H80 V46 L68 50', 'none') +
    rect(28, 66, 44, 24, p.main ?? C.dark, 5) +
    circle(50, 78, 6, p.accent),
  airFryer: (p) =>
    rect(18, 12, 64, 78, p.main ?? C.black, 18) +
    circle(50, 30, 9, C.screen) +
    flat(circle(50, 30, 4, p.accent)) +
    rect(26, 48, 48, 34, C.dark, 8) +
    rect(38, 58, 24, 8, C.steel, 4),
  stickVacuum: (p) =>
    path('M44 4 H58 C62 4 62 20 58 20 H44 Z', C.dark) +
    rect(46, 40, 8, 42, C.steel, 3) +
    rect(36, 18, 28, 26, p.main ?? C.purple, 8) +
    circle(50, 31, 7, C.glass) +
    rect(28, 80, 44, 12, C.dark, 6) +
    flat(rect(32, 88, 36, 3, p.accent, 1)),
  robotVacuum: (p) =>
    ellipse(50, 62, 42, 22, C.dark) +
    rect(8, 52, 84, 10, C.dark) +
    ellipse(50, 52, 42, 22, p.main ?? C.white) +
    ellipse(50, 48, 12, 6, C.metal) +
    circle(72, 56, 3, C.green) +
    flat(path('M20 46 A30 16 0 0 1 40 34', 'none')) +
    stroked(C.steel, p.sw * 0.6, line(10, 74, 2, 84), line(14, 78, 10, 90)),
  toaster: (p) =>
    path('M38 34 V18 C38 12 48 12 48 18 V34', C.cream) +
    path('M54 34 V16 C54 10 64 10 64 16 V34', C.cream) +
    rect(14, 32, 72, 52, p.main ?? C.red, 16) +
    rect(34, 30, 18, 6, C.dark, 2) +
    rect(50, 30, 18, 6, C.dark, 2) +
    rect(84, 46, 8, 12, C.dark, 2) +
    flat(rect(22, 44, 6, 28, C.white, 3)),
  microwave: (p) =>
    rect(6, 20, 88, 60, p.main ?? C.white, 6) +
    rect(12, 26, 56, 48, C.screen, 4) +
    flat(ellipse(40, 62, 18, 4, C.grey), rect(30, 52, 20, 8, C.orange, 3)) +
    rect(72, 28, 16, 8, C.dark, 2) +
    circle(80, 48, 5, C.metal) +
    circle(80, 64, 5, C.metal) +
    rect(10, 80, 10, 4, C.dark) +
    rect(80, 80, 10, 4, C.dark),
  camera: (p) =>
    path('M34 24 L40 14 H60 L66 24', C.dark) +
    rect(8, 24, 84, 58, p.main ?? C.dark, 10) +
    circle(50, 54, 22, C.steel) +
    circle(50, 54, 14, C.screen) +
    flat(circle(45, 49, 4, C.glass)) +
    rect(74, 32, 10, 6, C.yellow, 2),
  streaming: (p) =>
    rect(6, 14, 88, 58, C.black, 5) +
    rect(11, 19, 78, 48, p.main ?? C.screen, 2) +
    circle(50, 43, 16, p.accent) +
    flat(path('M45 35 L58 43 L45 51 Z', C.white)) +
    rect(44, 72, 12, 8, C.steel) +
    rect(30, 80, 40, 7, C.metal, 3),
  plug: (p) =>
    rect(40, 8, 8, 16, C.metal, 1) +
    rect(56, 8, 8, 16, C.metal, 1) +
    rect(30, 22, 44, 34, p.main ?? C.white, 8) +
    path('M46 56 H58 L56 66 H48 Z', C.dark) +
    path('M52 66 V74 C52 90 30 92 20 84', 'none') +
    bolt(52, 28, 1.8, C.yellow),
  star: (p) => polygon(50, 52, 40, 5, p.main ?? C.yellow, 17),
} satisfies Record<string, Draw>;
