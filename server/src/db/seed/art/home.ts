import { C, circle, ellipse, flat, line, path, rect, stroked, thin, turn, type Draw } from './paint.ts';

/** Kitchen, tools, garden and the home's interior. */

const bean = (x: number, y: number, deg: number) =>
  turn(deg, x, y, ellipse(x, y, 4.5, 3, C.coffee)) + flat(turn(deg, x, y, line(x - 3, y, x + 3, y)));

export const HOME = {
  pots: (p) =>
    rect(8, 48, 10, 8, C.dark, 3) +
    rect(82, 48, 10, 8, C.dark, 3) +
    rect(16, 42, 68, 44, p.main ?? C.metal, 6) +
    path('M14 42 C14 24 86 24 86 42 Z', C.glass) +
    rect(44, 20, 12, 8, C.dark, 3) +
    flat(rect(22, 50, 6, 28, C.white, 3), path('M24 36 C30 30 40 29 46 29', 'none')),
  pan: (p) =>
    turn(-12, 70, 50, rect(62, 44, 36, 10, C.black, 5)) +
    ellipse(40, 58, 34, 24, p.main ?? C.dark) +
    ellipse(40, 56, 27, 18, C.steel) +
    flat(...[0, 1, 2, 3, 4, 5].map((i) => circle(26 + i * 5.5, 50 + ((i * 7) % 12), 1.3, C.metal))),
  knives: (p) =>
    [
      [-12, 28, 8],
      [-2, 42, 4],
      [8, 56, 6],
      [18, 70, 12],
    ]
      .map(([deg, x, y]) =>
        turn(
          deg!,
          x!,
          30,
          rect(x! - 4, y!, 8, 28, C.black, 3),
          flat(circle(x!, y! + 8, 1.5, C.metal), circle(x!, y! + 16, 1.5, C.metal)),
        ),
      )
      .join('') +
    path('M16 34 L78 30 L86 88 H14 Z', p.main ?? C.wood) +
    flat(path('M22 44 L74 41 L76 50 L23 53 Z', C.woodDark)),
  cutlery: (p) =>
    rect(20, 44, 8, 46, p.main ?? C.steel, 4) +
    path('M16 10 V32 C16 42 32 42 32 32 V10', p.main ?? C.metal) +
    thin(p, line(21, 10, 21, 30), line(27, 10, 27, 30)) +
    ellipse(50, 24, 10, 15, p.main ?? C.metal) +
    rect(46, 38, 8, 52, p.main ?? C.steel, 4) +
    path('M70 10 C82 14 82 44 78 50 H72 Z', p.main ?? C.metal) +
    rect(70, 48, 8, 42, p.main ?? C.steel, 4),
  standMixer: (p) =>
    rect(14, 82, 70, 10, p.main ?? C.red, 5) +
    rect(62, 30, 20, 56, p.main ?? C.red, 8) +
    path('M16 16 H78 C88 16 88 40 78 40 H24 C16 40 12 30 16 16 Z', p.main ?? C.red) +
    line(36, 40, 36, 52) +
    path('M18 52 H56 C56 80 48 82 37 82 C26 82 18 80 18 52 Z', C.metal) +
    flat(rect(24, 58, 5, 16, C.white, 2)) +
    circle(72, 28, 3, C.white),
  kitchenScale: (p) =>
    rect(10, 56, 80, 30, p.main ?? C.white, 10) +
    rect(14, 48, 72, 10, C.metal, 5) +
    rect(36, 64, 28, 14, C.screen, 3) +
    flat(rect(40, 68, 20, 6, C.green, 1)) +
    circle(50, 32, 15, C.red) +
    path('M50 18 C50 12 54 8 56 8', 'none') +
    path('M52 16 C58 10 64 12 66 14 C60 18 56 18 52 16 Z', C.green) +
    flat(circle(44, 28, 3.5, '#f4a09a')),
  glassContainers: (p) =>
    rect(16, 56, 68, 32, C.glass, 7) +
    rect(14, 48, 72, 10, p.main ?? C.blue, 4) +
    rect(24, 22, 52, 24, C.glass, 6) +
    rect(22, 16, 56, 8, p.main ?? C.blue, 4) +
    flat(ellipse(36, 72, 8, 6, C.orange), ellipse(58, 72, 12, 6, C.green), rect(30, 30, 16, 10, C.yellow, 3)),
  dinnerSet: (p) =>
    ellipse(46, 58, 40, 26, C.white) +
    ellipse(46, 58, 26, 16, C.paper) +
    flat(
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
        const a = (i / 8) * Math.PI * 2;
        return circle(46 + 33 * Math.cos(a), 58 + 21 * Math.sin(a), 2.2, p.main ?? p.accent);
      }),
    ) +
    path('M66 16 H90 V28 C90 36 66 36 66 28 Z', C.white) +
    path('M90 20 C96 20 96 28 90 28', 'none'),
  thermos: (p) =>
    rect(36, 6, 28, 16, C.dark, 4) +
    rect(34, 20, 32, 72, p.main ?? C.steel, 10) +
    rect(34, 34, 32, 8, C.dark) +
    flat(rect(40, 48, 5, 34, C.white, 2.5)),
  coffeeGrinder: (p) =>
    rect(34, 8, 32, 8, C.black, 3) +
    path('M30 16 H70 L62 42 H38 Z', C.glass) +
    bean(42, 26, 20) +
    bean(52, 30, -30) +
    bean(60, 24, 10) +
    bean(48, 36, 0) +
    rect(28, 42, 44, 48, p.main ?? C.dark, 6) +
    rect(36, 62, 28, 20, C.coffee, 3) +
    flat(rect(40, 66, 6, 12, '#8a5a3a', 2)) +
    circle(50, 52, 4, C.metal),
  drill: (p) =>
    rect(6, 34, 14, 8, C.steel, 1) +
    rect(18, 30, 14, 16, C.dark, 3) +
    path('M30 26 H74 C82 26 82 50 74 50 H30 Z', p.main ?? C.orange) +
    path('M46 50 H62 L66 74 H50 Z', p.main ?? C.orange) +
    rect(40, 72, 34, 18, C.dark, 4) +
    flat(rect(48, 32, 22, 6, C.dark, 3), rect(46, 78, 20, 4, C.green, 2)) +
    rect(44, 50, 6, 10, C.black, 2),
  socketSet: (p) =>
    rect(8, 28, 84, 58, p.main ?? C.red, 6) +
    rect(14, 36, 72, 44, C.dark, 3) +
    [0, 1, 2, 3, 4].map((i) => circle(24 + i * 13, 48, 4 + i * 0.6, C.metal)).join('') +
    rect(20, 64, 52, 8, C.metal, 4) +
    circle(74, 68, 7, C.steel) +
    rect(38, 22, 24, 8, C.dark, 3),
  angleGrinder: (p) =>
    ellipse(26, 60, 22, 8, C.dark) +
    path('M8 56 A20 14 0 0 1 40 48', C.metal) +
    rect(26, 40, 64, 22, p.main ?? C.blue, 11) +
    rect(24, 36, 16, 22, C.dark, 5) +
    line(32, 36, 30, 16) +
    rect(24, 8, 12, 12, C.dark, 4) +
    thin(p, line(66, 46, 66, 56), line(72, 46, 72, 56), line(78, 46, 78, 56)),
  laserLevel: (p) =>
    stroked(C.red, p.sw * 0.7, line(2, 40, 98, 40), line(50, 4, 50, 30)) +
    line(50, 62, 30, 94) +
    line(50, 62, 70, 94) +
    line(50, 62, 50, 94) +
    rect(34, 28, 32, 32, p.main ?? C.yellow, 6) +
    circle(50, 40, 6, C.dark) +
    flat(circle(50, 40, 2.5, C.red)),
  toolbox: (p) =>
    path('M36 30 V20 H64 V30', 'none') +
    rect(10, 30, 80, 56, p.main ?? C.red, 6) +
    rect(10, 30, 80, 16, p.main ?? C.red, 6) +
    rect(22, 40, 10, 10, C.metal, 2) +
    rect(68, 40, 10, 10, C.metal, 2) +
    turn(-30, 66, 22, rect(60, 4, 6, 22, C.yellow, 2)),
  ladder: (p) =>
    line(34, 10, 16, 92) +
    line(54, 10, 36, 92) +
    line(54, 10, 84, 92) +
    rect(30, 6, 28, 8, p.main ?? C.metal, 3) +
    rect(25, 32, 24, 6, p.main ?? C.steel, 2) +
    rect(20, 54, 24, 6, p.main ?? C.steel, 2) +
    rect(15, 76, 24, 6, p.main ?? C.steel, 2) +
    line(40, 48, 72, 62),
  pressureWasher: (p) =>
    path('M34 70 C14 70 14 40 34 44 C50 48 60 22 74 24', 'none') +
    rect(30, 40, 40, 44, p.main ?? C.yellow, 8) +
    rect(36, 30, 28, 12, C.dark, 4) +
    circle(36, 86, 8, C.dark) +
    circle(66, 86, 8, C.dark) +
    circle(50, 60, 8, C.dark) +
    rect(68, 18, 22, 10, C.dark, 3) +
    stroked(C.water, p.sw * 0.7, line(92, 28, 98, 42), line(92, 24, 99, 32)),
  lawnMower: (p) =>
    line(58, 40, 86, 8) +
    line(70, 44, 94, 14) +
    line(84, 8, 96, 16) +
    rect(54, 30, 26, 24, C.dark, 5) +
    path('M10 52 H70 C80 52 84 60 84 70 H8 C6 62 6 52 10 52 Z', p.main ?? C.green) +
    circle(22, 76, 11, C.black) +
    circle(68, 76, 11, C.black) +
    flat(circle(22, 76, 4, C.steel), circle(68, 76, 4, C.steel)),
  gasGrill: (p) =>
    path('M24 32 C24 12 76 12 76 32 Z', p.main ?? C.black) +
    rect(22, 32, 56, 26, p.main ?? C.black, 3) +
    rect(6, 34, 16, 6, C.steel, 2) +
    rect(78, 34, 16, 6, C.steel, 2) +
    rect(38, 20, 24, 5, C.metal, 2) +
    flat(circle(34, 46, 3, C.red), circle(50, 46, 3, C.red), circle(66, 46, 3, C.red)) +
    rect(26, 58, 48, 26, C.steel, 2) +
    line(50, 58, 50, 84) +
    circle(30, 88, 5, C.dark) +
    circle(70, 88, 5, C.dark),
  kettleGrill: (p) =>
    line(34, 56, 20, 92) +
    line(66, 56, 80, 92) +
    line(50, 60, 50, 90) +
    rect(22, 74, 56, 5, C.steel, 2) +
    path('M16 42 H84 C84 64 68 70 50 70 C32 70 16 64 16 42 Z', p.main ?? C.black) +
    path('M18 34 C18 8 82 8 82 34 Z', p.main ?? C.black) +
    rect(42, 8, 16, 6, C.steel, 3) +
    flat(rect(30, 22, 40, 3, C.dark), rect(24, 48, 52, 3, C.dark)),
  gardenFurniture: (p) =>
    ellipse(38, 36, 30, 9, C.glass) +
    line(38, 45, 38, 84) +
    ellipse(38, 86, 12, 4, C.dark) +
    rect(66, 24, 26, 36, p.main ?? C.brown, 6) +
    rect(62, 54, 32, 14, p.main ?? C.brown, 4) +
    rect(66, 50, 24, 8, C.cream, 4) +
    line(66, 68, 64, 90) +
    line(90, 68, 92, 90) +
    thin(p, line(70, 30, 88, 30), line(70, 38, 88, 38), line(70, 46, 88, 46)),
  parasol: (p) =>
    path('M8 44 C20 10 80 10 92 44 C80 38 68 38 50 44 C32 38 20 38 8 44 Z', p.main ?? p.accent) +
    path('M50 16 C44 24 40 32 50 44 C60 32 56 24 50 16', 'none') +
    rect(47, 8, 6, 8, C.dark, 2) +
    line(50, 44, 50, 86) +
    line(30, 90, 70, 90) +
    line(38, 82, 62, 82),
  deckChair: (p) =>
    line(30, 10, 18, 92) +
    line(44, 56, 84, 92) +
    line(26, 64, 86, 64) +
    path('M26 12 L36 10 C44 36 58 52 86 56 L86 66 C52 64 36 44 26 12 Z', p.main ?? C.green) +
    flat(path('M30 11 L33 10.5 C41 38 56 56 86 59 L86 62 C54 60 38 42 30 11 Z', C.white)),
  hoseReel: (p) =>
    line(26, 8, 26, 82) +
    line(74, 8, 74, 82) +
    line(26, 12, 74, 12) +
    circle(50, 52, 26, p.main ?? C.green) +
    flat(
      ...[10, 16, 22].map((r) => `<circle cx="50" cy="52" r="${r}" fill="none" stroke="${C.leaf}" stroke-width="3"/>`),
    ) +
    circle(50, 52, 26, 'none') +
    circle(50, 52, 5, C.dark) +
    circle(20, 84, 8, C.dark) +
    circle(80, 84, 8, C.dark) +
    path('M76 60 C90 70 94 86 84 94', 'none'),
  pruner: (p) =>
    path('M46 46 L26 8 C38 8 50 24 52 40 Z', C.metal) +
    path('M52 46 L70 10 C60 12 48 26 46 40 Z', C.steel) +
    path('M48 46 L22 88 C16 92 12 86 16 82 L42 44 Z', p.main ?? C.red) +
    path('M50 46 L78 86 C82 92 88 88 84 82 L56 42 Z', p.main ?? C.red) +
    circle(49, 44, 4, C.dark),
  hammock: (p) =>
    path('M6 30 C6 70 94 70 94 30', 'none') +
    line(6, 30, 6, 84) +
    line(94, 30, 94, 84) +
    path('M2 86 C30 96 70 96 98 86', 'none') +
    path('M14 34 C22 66 78 66 86 34 C70 48 30 48 14 34 Z', p.main ?? p.accent) +
    flat(path('M26 46 C40 54 60 54 74 46 L72 50 C60 58 40 58 28 50 Z', C.white)),
  solarLamp: (p) =>
    [22, 62]
      .map(
        (x, i) =>
          stroked(
            C.yellow,
            p.sw * 0.6,
            line(x + 16, 28 + i * 8, x + 26, 22 + i * 8),
            line(x, 28 + i * 8, x - 8, 22 + i * 8),
          ) +
          line(x + 8, 54 + i * 8, x + 8, 92) +
          rect(x, 32 + i * 8, 16, 24, '#fff3b0', 3) +
          rect(x - 3, 22 + i * 8, 22, 10, p.main ?? C.dark, 3) +
          flat(rect(x, 24 + i * 8, 16, 4, C.blue, 1)),
      )
      .join(''),
  bedding: (p) =>
    rect(8, 50, 84, 40, p.main ?? C.white, 8) +
    path('M8 64 H92', 'none') +
    flat(...[0, 1, 2, 3, 4].map((i) => rect(16 + i * 16, 70, 8, 14, p.accent, 3))) +
    rect(18, 18, 64, 32, C.white, 12) +
    flat(path('M28 28 C40 34 60 34 72 28', 'none')) +
    thin(p, path('M28 26 C40 32 60 32 72 26', 'none')),
  blanket: (p) =>
    rect(10, 56, 80, 30, p.main ?? C.red, 12) +
    rect(14, 30, 72, 28, p.main ?? C.red, 12) +
    flat(
      rect(30, 30, 6, 56, C.white),
      rect(62, 30, 6, 56, C.white),
      rect(10, 72, 80, 5, C.white),
      rect(14, 42, 72, 5, C.white),
    ) +
    rect(10, 56, 80, 30, 'none', 12) +
    rect(14, 30, 72, 28, 'none', 12),
  towels: (p) =>
    rect(14, 66, 72, 22, C.blue, 8) +
    rect(18, 46, 64, 22, p.main ?? C.green, 8) +
    rect(22, 26, 56, 22, C.yellow, 8) +
    flat(rect(18, 76, 64, 4, C.white), rect(22, 56, 56, 4, C.white), rect(26, 36, 48, 4, C.white)),
  floorLamp: (p) =>
    flat(path('M44 32 L14 92 H80 Z', '#fff6c9')) +
    ellipse(64, 90, 18, 5, C.dark) +
    line(64, 90, 64, 22) +
    path('M64 22 C64 8 40 6 36 20', 'none') +
    path('M26 20 H48 L56 38 H18 Z', p.main ?? C.cream),
  airPurifier: (p) =>
    rect(28, 10, 44, 82, p.main ?? C.white, 12) +
    ellipse(50, 18, 16, 4, C.metal) +
    flat(...[0, 1, 2, 3, 4, 5].map((i) => rect(36, 50 + i * 6, 28, 2.5, C.metal, 1))) +
    path('M44 40 C44 30 56 28 58 26 C58 36 54 42 44 40 Z', C.green) +
    stroked(C.water, p.sw * 0.6, path('M40 6 C44 2 48 6 52 2'), path('M50 6 C54 2 58 6 62 2')),
  humidifier: (p) =>
    path('M50 22 C66 42 74 54 74 64 C74 78 62 86 50 86 C38 86 26 78 26 64 C26 54 34 42 50 22 Z', C.glass) +
    flat(path('M28 66 H72 C70 80 60 84 50 84 C40 84 30 80 28 66 Z', C.water)) +
    path('M50 22 C66 42 74 54 74 64 C74 78 62 86 50 86 C38 86 26 78 26 64 C26 54 34 42 50 22 Z', 'none') +
    rect(24, 84, 52, 8, p.main ?? C.white, 4) +
    stroked(C.white, p.sw * 1.4, path('M44 14 C40 10 46 6 42 2'), path('M56 14 C52 10 58 6 54 2')) +
    thin(p, path('M44 14 C40 10 46 6 42 2'), path('M56 14 C52 10 58 6 54 2')),
  shovel: (p) =>
    turn(
      28,
      50,
      50,
      path('M42 6 H58 V14 H54 V58 H46 V14 H42 Z', C.wood),
      rect(40, 2, 20, 6, C.dark, 3),
      path('M36 58 H64 V76 C64 88 56 94 50 96 C44 94 36 88 36 76 Z', p.main ?? C.steel),
      flat(rect(42, 64, 4, 20, C.white, 2)),
    ),
  pottedPlant: (p) =>
    path('M50 60 C50 40 40 24 24 20 C26 38 36 52 50 60 Z', C.green) +
    path('M50 60 C50 36 62 18 80 14 C78 36 66 52 50 60 Z', C.leaf) +
    path('M50 60 C44 48 44 36 50 26 C56 36 56 48 50 60 Z', C.green) +
    path('M28 60 H72 L66 92 H34 Z', p.main ?? '#d9774b') +
    rect(24, 56, 52, 10, p.main ?? '#d9774b', 3),
  wallClock: (p) =>
    circle(50, 50, 40, p.main ?? p.accent) +
    circle(50, 50, 32, C.white) +
    flat(
      ...Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        return circle(50 + 27 * Math.cos(a), 50 + 27 * Math.sin(a), i % 3 ? 1.2 : 2.4, C.dark);
      }),
    ) +
    line(50, 50, 50, 30) +
    line(50, 50, 64, 56) +
    circle(50, 50, 3, C.dark),
} satisfies Record<string, Draw>;
