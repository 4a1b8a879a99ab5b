import { C, circle, ellipse, flat, line, path, polygon, rect, stroked, thin, turn, type Draw } from './paint.ts';

/** What a grocery wholesaler sells, and the small signs tasks and goals are drawn with. */

export const GOODS = {
  milk: (p) =>
    path('M18 30 L28 16 H52 L62 30 Z', C.white) +
    rect(18, 30, 44, 60, C.white, 2) +
    flat(path('M18 56 C30 50 50 62 62 54 V90 H18 Z', p.main ?? C.blue)) +
    rect(18, 30, 44, 60, 'none', 2) +
    rect(34, 8, 12, 8, p.main ?? C.blue, 2) +
    path('M56 74 L94 60 V90 H56 Z', C.yellow) +
    flat(circle(70, 78, 3.5, '#e6b32e'), circle(84, 70, 2.5, '#e6b32e'), circle(84, 84, 3, '#e6b32e')),
  coffeeTea: (p) =>
    path('M12 24 H48 L52 90 H8 Z', p.main ?? C.coffee) +
    path('M12 24 L16 14 H44 L48 24', C.dark) +
    flat(rect(16, 44, 28, 22, C.cream, 3)) +
    ellipse(24, 55, 4, 6, C.coffee) +
    ellipse(36, 55, 4, 6, C.coffee) +
    path('M56 56 H90 C90 76 84 88 73 88 C62 88 56 76 56 56 Z', C.white) +
    path('M90 62 C98 62 98 74 88 76', 'none') +
    flat(ellipse(73, 58, 15, 3, '#c8743a')) +
    line(64, 56, 64, 40) +
    rect(60, 32, 8, 9, C.yellow, 1) +
    stroked(C.steel, p.sw * 0.7, path('M74 48 C70 42 78 38 74 32'), path('M82 48 C78 42 86 38 82 32')),
  iceCream: (p) =>
    path('M24 50 L38 94 L52 50 Z', C.wood) +
    thin(p, line(30, 58, 46, 58), line(33, 68, 44, 68)) +
    circle(30, 44, 11, C.pink) +
    circle(46, 44, 11, C.cream) +
    circle(38, 32, 11, p.main ?? '#8a5234') +
    rect(72, 62, 6, 30, C.wood, 3) +
    rect(60, 14, 30, 52, C.yellow, 14) +
    flat(path('M60 30 C68 34 80 26 90 30 V40 C80 36 68 44 60 40 Z', C.orange)),
  hotDrink: (p) =>
    stroked(
      C.steel,
      p.sw * 0.8,
      path('M36 26 C30 18 40 12 34 4'),
      path('M50 26 C44 18 54 12 48 4'),
      path('M64 26 C58 18 68 12 62 4'),
    ) +
    path('M18 32 H78 V70 C78 84 68 92 56 92 H40 C28 92 18 84 18 70 Z', p.main ?? C.red) +
    path('M78 42 C96 42 96 72 76 72', 'none') +
    flat(ellipse(48, 34, 28, 4, C.brown), rect(26, 46, 6, 30, C.white, 3)) +
    flat(path('M38 58 C38 52 48 50 48 58 C48 50 58 52 58 58 C58 66 48 72 48 72 C48 72 38 66 38 58 Z', C.white)),
  chocolates: (p) =>
    path(
      'M50 90 L10 52 C0 40 4 16 24 14 C36 12 46 20 50 28 C54 20 64 12 76 14 C96 16 100 40 90 52 Z',
      p.main ?? C.red,
    ) +
    flat(
      ...[
        [30, 34],
        [50, 44],
        [70, 34],
        [36, 56],
        [64, 56],
        [50, 70],
      ].map(([x, y]) => circle(x!, y!, 7, C.coffee)),
    ) +
    thin(
      p,
      ...[
        [30, 34],
        [50, 44],
        [70, 34],
        [36, 56],
        [64, 56],
        [50, 70],
      ].map(([x, y]) => circle(x!, y!, 7, 'none')),
    ),
  grillFood: (p) =>
    flat(
      path('M26 90 C18 80 26 72 24 64 C32 70 34 78 34 90 Z', C.orange),
      path('M50 92 C42 80 50 70 48 60 C58 68 60 80 58 92 Z', C.orange),
      path('M74 90 C66 80 74 72 72 64 C80 70 82 78 82 90 Z', C.orange),
    ) +
    ellipse(52, 56, 44, 14, C.dark) +
    thin(p, ...[0, 1, 2, 3, 4, 5, 6].map((i) => line(16 + i * 12, 46, 16 + i * 12, 66))) +
    turn(-8, 50, 40, rect(14, 34, 70, 14, p.main ?? '#c4573a', 7)) +
    turn(6, 50, 52, rect(24, 42, 64, 13, p.main ?? '#c4573a', 6.5)) +
    flat(turn(-8, 50, 40, rect(30, 38, 2, 6, C.dark), rect(50, 38, 2, 6, C.dark), rect(70, 38, 2, 6, C.dark))),
  candy: (p) =>
    line(74, 46, 84, 94) +
    circle(70, 30, 20, p.main ?? C.pink) +
    stroked(C.white, p.sw * 1.4, path('M70 30 m-12 0 a12 12 0 1 0 24 0 a8 8 0 1 0 -16 0 a4 4 0 1 0 8 0')) +
    turn(
      -20,
      34,
      64,
      rect(10, 52, 48, 22, C.red, 3),
      flat(rect(24, 52, 20, 22, C.yellow)),
      path('M10 52 L4 48 V78 L10 74', C.red),
      path('M58 52 L64 48 V78 L58 74', C.red),
    ),
  leaflet: (p) =>
    rect(14, 8, 60, 84, C.white, 3) +
    flat(
      rect(20, 14, 48, 14, p.main ?? C.red, 2),
      rect(20, 34, 22, 22, C.yellow, 2),
      rect(46, 34, 22, 22, C.green, 2),
      rect(20, 62, 22, 22, C.orange, 2),
      rect(46, 62, 22, 22, C.blue, 2),
    ) +
    circle(76, 24, 16, C.red) +
    flat(circle(70, 18, 3.5, C.white), circle(82, 30, 3.5, C.white)) +
    stroked(C.white, p.sw, line(82, 16, 70, 32)),
  beer: (p) =>
    path('M40 8 H52 V24 C60 32 62 38 62 46 V88 C62 92 30 92 30 88 V46 C30 38 32 32 40 24 Z', p.main ?? C.brown) +
    rect(38, 4, 16, 6, C.green, 2) +
    flat(rect(30, 52, 32, 22, C.green), rect(34, 56, 24, 14, C.cream, 2)) +
    path('M40 8 H52 V24 C60 32 62 38 62 46 V88 C62 92 30 92 30 88 V46 C30 38 32 32 40 24 Z', 'none') +
    line(78, 90, 78, 36) +
    [0, 1, 2, 3].map((i) => ellipse(i % 2 ? 84 : 72, 40 + i * 9, 6, 4, C.yellow)).join(''),
  detergent: (p) =>
    path('M10 36 H42 V88 C42 92 10 92 10 88 Z', p.main ?? C.blue) +
    rect(18, 24, 16, 12, C.white, 2) +
    path('M34 26 H46 V32 H34', C.white) +
    flat(rect(14, 50, 24, 20, C.white, 3), circle(26, 60, 5, C.water)) +
    path('M52 44 H84 V88 C84 92 52 92 52 88 Z', C.green) +
    path('M58 44 V30 H72 L90 34 V40 L76 38 V44', C.white) +
    rect(60, 18, 12, 12, C.dark, 2) +
    flat(rect(56, 56, 24, 16, C.white, 3)) +
    stroked(C.water, p.sw * 0.6, line(94, 36, 99, 32), line(94, 40, 99, 42)),
  privateLabel: (p) =>
    rect(8, 30, 44, 58, C.white, 3) +
    flat(rect(8, 48, 44, 22, p.main ?? p.accent)) +
    rect(8, 30, 44, 58, 'none', 3) +
    path('M58 40 H86 V88 C86 92 58 92 58 88 Z', C.glass) +
    rect(56, 32, 32, 10, p.main ?? p.accent, 3) +
    flat(rect(58, 56, 28, 18, p.main ?? p.accent), ellipse(72, 84, 10, 3, C.red)) +
    polygon(72, 20, 14, 5, C.yellow, 6) +
    flat(polygon(30, 59, 7, 5, C.yellow, 3)),
  toastBread: (p) =>
    path('M10 44 C10 20 90 20 90 44 V84 C90 90 10 90 10 84 Z', C.glass) +
    path('M18 44 C18 28 82 28 82 44 V80 H18 Z', p.main ?? C.cream) +
    flat(path('M24 46 C24 36 76 36 76 46 V76 H24 Z', '#f8edd6')) +
    thin(p, line(38, 40, 38, 80), line(56, 40, 56, 80)) +
    path('M10 44 C10 20 90 20 90 44 V84 C90 90 10 90 10 84 Z', 'none') +
    rect(44, 10, 12, 12, C.yellow, 2),
  juice: (p) =>
    rect(30, 6, 16, 8, C.green, 2) +
    path('M32 14 H44 V24 C54 28 58 34 58 42 V88 C58 92 18 92 18 88 V42 C18 34 22 28 32 24 Z', C.glass) +
    flat(path('M20 40 H56 V88 C56 90 20 90 20 88 Z', p.main ?? C.orange)) +
    path('M32 14 H44 V24 C54 28 58 34 58 42 V88 C58 92 18 92 18 88 V42 C18 34 22 28 32 24 Z', 'none') +
    flat(rect(22, 54, 32, 16, C.white, 2)) +
    circle(76, 70, 18, C.orange) +
    circle(76, 70, 13, '#ffc77a') +
    thin(p, line(76, 57, 76, 83), line(63, 70, 89, 70), line(67, 61, 85, 79), line(85, 61, 67, 79)) +
    path('M72 52 C72 40 84 38 88 40 C86 48 80 52 72 52 Z', C.green),
  salad: (p) =>
    flat(
      circle(30, 44, 14, C.green),
      circle(50, 38, 16, C.leaf),
      circle(70, 44, 14, C.green),
      circle(38, 50, 7, C.red),
      circle(62, 52, 6, C.red),
      ellipse(50, 52, 8, 4, C.yellow),
    ) +
    thin(p, circle(38, 50, 7, 'none'), circle(62, 52, 6, 'none')) +
    path('M8 54 H92 C92 76 74 90 50 90 C26 90 8 76 8 54 Z', p.main ?? C.white) +
    flat(rect(20, 64, 60, 5, p.accent, 2)),
  artisanBread: (p) =>
    line(82, 92, 78, 16) +
    [0, 1, 2, 3].map((i) => ellipse(i % 2 ? 86 : 74, 20 + i * 10, 6, 4, C.yellow)).join('') +
    ellipse(44, 62, 38, 26, p.main ?? C.wood) +
    stroked(C.cream, p.sw * 1.2, path('M22 56 L34 48'), path('M36 64 L50 52'), path('M50 72 L64 60')) +
    thin(p, path('M22 56 L34 48'), path('M36 64 L50 52'), path('M50 72 L64 60')),
  vegCrate: (p) =>
    flat(circle(26, 42, 12, C.red), circle(48, 38, 14, C.green), circle(72, 42, 12, C.orange)) +
    circle(26, 42, 12, 'none') +
    circle(72, 42, 12, 'none') +
    path('M42 30 C44 20 52 20 54 30', 'none') +
    circle(48, 38, 14, 'none') +
    path('M26 30 C26 26 30 24 32 26', 'none') +
    rect(8, 50, 84, 40, p.main ?? C.wood, 3) +
    line(8, 64, 92, 64) +
    line(8, 78, 92, 78) +
    flat(rect(16, 56, 12, 4, C.woodDark, 1), rect(72, 56, 12, 4, C.woodDark, 1)),
  coffeeShelf: (p) =>
    line(6, 92, 94, 92) +
    rect(4, 84, 92, 8, C.steel, 2) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          path(
            `M${8 + i * 22} 34 H${26 + i * 22} L${28 + i * 22} 84 H${6 + i * 22} Z`,
            [p.main ?? C.coffee, C.red, C.coffee, C.dark][i]!,
          ) + flat(rect(11 + i * 22, 50, 12, 12, C.cream, 2)),
      )
      .join('') +
    rect(4, 26, 92, 8, C.steel, 2),
  document: (p) =>
    path('M18 6 H62 L78 22 V94 H18 Z', C.white) +
    path('M62 6 V22 H78', C.paper) +
    thin(
      p,
      line(28, 32, 66, 32),
      line(28, 42, 66, 42),
      line(28, 52, 58, 52),
      line(28, 62, 66, 62),
      line(28, 72, 50, 72),
    ) +
    circle(32, 82, 9, p.main ?? p.accent),
  parcel: (p) =>
    path('M10 34 L50 20 L90 34 L50 48 Z', C.cream) +
    path('M10 34 V74 L50 90 V48 Z', p.main ?? C.wood) +
    path('M90 34 V74 L50 90 V48 Z', C.woodDark) +
    flat(path('M28 28 L68 42 V52 L62 50 V44 L22 30 Z', C.white)),
  posMaterials: (p) =>
    turn(-16, 30, 30, rect(18, 6, 16, 46, C.white, 3), flat(rect(20, 10, 12, 16, p.accent, 2))) +
    turn(10, 62, 30, rect(54, 8, 14, 40, C.yellow, 3)) +
    path('M8 46 H92 V90 H8 Z', C.wood) +
    path('M8 46 L20 34 H80 L92 46', C.cream) +
    flat(rect(40, 58, 20, 14, C.white, 2)),
  clipboard: (p) =>
    rect(16, 12, 68, 82, p.main ?? C.wood, 6) +
    rect(24, 22, 52, 66, C.white, 2) +
    rect(36, 6, 28, 12, C.steel, 4) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(30, 32 + i * 18, 10, 10, i < 2 ? C.green : C.white, 2) + thin(p, line(46, 37 + i * 18, 70, 37 + i * 18)),
      )
      .join(''),
  haccp: (p) =>
    path('M50 8 L84 20 V48 C84 70 68 84 50 92 C32 84 16 70 16 48 V20 Z', p.main ?? C.blue) +
    path('M50 18 L74 27 V48 C74 64 64 74 50 81 C36 74 26 64 26 48 V27 Z', C.white) +
    rect(45, 28, 10, 36, C.white, 5) +
    circle(50, 66, 9, C.red) +
    flat(rect(47.5, 42, 5, 24, C.red, 2)),
  check: (p) => circle(50, 50, 40, p.main ?? C.green) + stroked(C.white, p.sw * 2.4, path('M30 52 L44 66 L72 36')),
  question: (p) =>
    path(
      'M14 14 H86 C92 14 92 20 92 20 V66 C92 72 86 72 86 72 H44 L26 90 V72 H14 C8 72 8 66 8 66 V20 C8 14 14 14 14 14 Z',
      p.main ?? C.blue,
    ) +
    stroked(C.white, p.sw * 2.4, path('M38 34 C38 22 62 22 62 34 C62 44 50 44 50 54')) +
    flat(circle(50, 63, 4.5, C.white)),
  chart: (p) =>
    line(10, 90, 92, 90) +
    rect(16, 60, 16, 30, C.steel, 2) +
    rect(40, 46, 16, 44, p.main ?? p.accent, 2) +
    rect(64, 28, 16, 62, C.green, 2) +
    stroked(C.red, p.sw * 1.3, path('M12 50 L36 34 L54 40 L82 12')) +
    path('M70 10 L86 8 L84 24 Z', C.red),
  coins: (p) =>
    [
      [24, 4],
      [50, 6],
      [76, 8],
    ]
      .map(
        ([x, count]) =>
          Array.from({ length: count! }, (_, i) => ellipse(x!, 86 - i * 8, 14, 5, p.main ?? C.yellow)).join('') +
          ellipse(x!, 86 - (count! - 1) * 8, 14, 5, p.main ?? C.yellow),
      )
      .join('') +
    stroked(C.green, p.sw * 1.3, path('M14 26 L40 18 L56 24 L84 8')) +
    path('M74 6 L88 6 L84 18 Z', C.green),
  priceTag: (p) =>
    path('M50 8 H86 C90 8 92 10 92 14 V50 L50 92 L8 50 Z', p.main ?? p.accent) +
    circle(76, 24, 6, C.white) +
    flat(circle(40, 44, 6, C.white), circle(60, 64, 6, C.white)) +
    stroked(C.white, p.sw * 1.4, line(64, 40, 36, 68)),
  sparkleBox: (p) =>
    polygon(30, 22, 14, 4, C.yellow, 5) +
    polygon(74, 16, 10, 4, C.yellow, 3.6) +
    polygon(86, 44, 7, 4, C.yellow, 2.6) +
    path('M14 50 L50 40 L86 50 V82 L50 92 L14 82 Z', p.main ?? p.accent) +
    path('M14 50 L50 60 L86 50', 'none') +
    line(50, 60, 50, 92) +
    path('M14 50 L4 40 L40 30 L50 40', C.white) +
    path('M86 50 L96 40 L60 30 L50 40', C.white),
  shelfProducts: (p) =>
    line(10, 6, 10, 94) +
    line(90, 6, 90, 94) +
    rect(8, 34, 84, 5, p.main ?? C.steel, 2) +
    rect(8, 62, 84, 5, p.main ?? C.steel, 2) +
    rect(8, 90, 84, 5, p.main ?? C.steel, 2) +
    flat(
      rect(14, 16, 14, 18, C.red, 2),
      rect(30, 12, 12, 22, C.yellow, 2),
      rect(44, 18, 20, 16, C.blue, 2),
      rect(66, 14, 20, 20, C.green, 2),
      rect(14, 44, 20, 18, C.orange, 2),
      rect(36, 40, 10, 22, C.purple, 2),
      rect(48, 46, 18, 16, C.red, 2),
      rect(68, 42, 16, 20, C.yellow, 2),
      rect(14, 72, 16, 18, C.green, 2),
      rect(32, 70, 20, 20, C.blue, 2),
      rect(54, 74, 14, 16, C.orange, 2),
      rect(70, 68, 14, 22, C.red, 2),
    ),
} satisfies Record<string, Draw>;
