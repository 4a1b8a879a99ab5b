import {
  C,
  circle,
  clipCircle,
  ellipse,
  flat,
  line,
  path,
  polygon,
  rect,
  stroked,
  thin,
  turn,
  type Draw,
  type Paint,
} from './paint.ts';

/** Bikes, fitness, camping and games. */

/** A bicycle: frame colour, and what the kind adds (a basket, a battery, a fork). */
function bike(p: Paint, frame: string, kind: 'city' | 'mtb' | 'electric') {
  const tyre = kind === 'mtb' ? 15 : 13;
  const tyres = [
    `<circle cx="24" cy="66" r="${tyre}" fill="none" stroke-width="${p.sw * (kind === 'mtb' ? 2 : 1.5)}"/>`,
    `<circle cx="76" cy="66" r="${tyre}" fill="none" stroke-width="${p.sw * (kind === 'mtb' ? 2 : 1.5)}"/>`,
  ].join('');
  const frameLines =
    kind === 'city'
      ? path('M24 66 L44 66 L36 42 M44 66 C50 52 60 46 66 40 L76 66', 'none')
      : path('M24 66 L44 66 L36 40 L66 40 L44 66 M66 40 L76 66', 'none');
  return (
    tyres +
    circle(24, 66, 2.5, C.steel) +
    circle(76, 66, 2.5, C.steel) +
    stroked(frame, p.sw * 1.6, frameLines) +
    (kind === 'electric' ? rect(46, 44, 10, 18, C.dark, 3) + flat(rect(49, 48, 4, 3, C.green)) : '') +
    line(36, 42, 34, 32) +
    rect(26, 28, 16, 6, C.black, 3) +
    line(66, 40, 64, 26) +
    line(58, 24, 68, 24) +
    (kind === 'city' ? path('M70 30 H90 L86 46 H72 Z', C.wood) + thin(p, line(74, 36, 86, 36)) : '') +
    (kind === 'mtb' ? rect(70, 42, 5, 14, C.yellow, 2) : '')
  );
}

export const SPORT = {
  cityBike: (p) => bike(p, p.main ?? C.navy, 'city'),
  mountainBike: (p) => bike(p, p.main ?? C.red, 'mtb'),
  eBike: (p) => bike(p, p.main ?? C.green, 'electric'),
  eScooter: (p) =>
    line(74, 14, 70, 74) +
    line(64, 14, 84, 14) +
    rect(20, 72, 52, 8, p.main ?? C.dark, 4) +
    circle(24, 82, 8, C.black) +
    circle(72, 82, 8, C.black) +
    flat(circle(24, 82, 3, C.steel), circle(72, 82, 3, C.steel)) +
    rect(66, 30, 10, 14, C.dark, 3) +
    flat(rect(68, 33, 6, 3, C.green)),
  kidScooter: (p) =>
    line(70, 16, 66, 72) +
    line(58, 16, 82, 16) +
    rect(22, 68, 50, 9, p.main ?? C.pink, 4) +
    circle(28, 82, 7, C.yellow) +
    circle(64, 82, 7, C.green) +
    circle(76, 82, 7, C.green) +
    flat(circle(28, 82, 2.5, C.white), circle(64, 82, 2.5, C.white), circle(76, 82, 2.5, C.white)),
  helmet: (p) =>
    path('M12 66 C12 30 36 18 56 18 C80 18 92 40 90 62 L74 66 Z', p.main ?? p.accent) +
    flat(...[0, 1, 2].map((i) => turn(-30 + i * 24, 52, 66, rect(48, 24, 8, 16, C.dark, 4)))) +
    path('M12 66 H74', 'none') +
    path('M24 66 C28 82 44 88 52 88', 'none') +
    rect(82, 60, 10, 6, C.red, 2),
  bikeGps: (p) =>
    line(6, 74, 94, 74) +
    rect(40, 66, 20, 10, C.dark, 2) +
    rect(28, 10, 44, 60, p.main ?? C.dark, 10) +
    rect(33, 16, 34, 40, C.paper, 3) +
    stroked(C.blue, p.sw, path('M36 50 C44 44 42 32 52 30 C58 28 60 22 64 20')) +
    circle(52, 30, 3, C.red) +
    circle(42, 62, 2, C.steel) +
    circle(58, 62, 2, C.steel),
  bikeLights: (p) =>
    flat(path('M40 36 L96 16 V60 Z', '#fff6c9')) +
    rect(16, 28, 26, 18, p.main ?? C.black, 8) +
    circle(38, 37, 7, C.white) +
    line(22, 46, 22, 56) +
    flat(path('M10 70 L2 62 V86 Z', '#ffc9c4')) +
    rect(12, 66, 26, 16, p.main ?? C.black, 7) +
    circle(16, 74, 5, C.red),
  treadmill: (p) =>
    path('M8 78 H78 L84 70 H12 Z', C.dark) +
    rect(8, 78, 76, 8, C.black, 3) +
    line(74, 72, 80, 22) +
    line(80, 22, 60, 20) +
    rect(60, 12, 30, 16, p.main ?? C.dark, 4) +
    flat(rect(64, 16, 14, 6, C.green, 2)) +
    circle(14, 86, 4, C.steel),
  exerciseBike: (p) =>
    circle(28, 62, 16, C.dark) +
    circle(28, 62, 6, C.steel) +
    path('M28 62 L56 40 L68 86', 'none') +
    line(56, 40, 60, 24) +
    rect(52, 18, 20, 7, C.black, 3) +
    line(28, 62, 26, 28) +
    line(18, 26, 34, 26) +
    rect(20, 30, 14, 10, p.main ?? C.screen, 3) +
    line(14, 88, 80, 88) +
    line(40, 72, 40, 88),
  dumbbells: (p) =>
    [22, 62]
      .map(
        (y, i) =>
          rect(14 + i * 6, y, 68, 6, C.steel, 3) +
          rect(10 + i * 6, y - 10, 10, 26, p.main ?? C.black, 3) +
          rect(20 + i * 6, y - 6, 8, 18, p.main ?? C.black, 3) +
          rect(68 + i * 6, y - 6, 8, 18, p.main ?? C.black, 3) +
          rect(76 + i * 6, y - 10, 10, 26, p.main ?? C.black, 3),
      )
      .join(''),
  yogaMat: (p) =>
    path('M30 30 H82 C92 30 92 70 82 70 H30 Z', p.main ?? C.purple) +
    ellipse(30, 50, 14, 20, p.main ?? C.purple) +
    thin(p, path('M30 40 C36 40 38 50 32 54 C26 56 24 48 28 46', 'none')) +
    rect(46, 26, 6, 48, C.dark, 2) +
    rect(68, 26, 6, 48, C.dark, 2),
  gymBall: (p) =>
    circle(46, 50, 36, p.main ?? p.accent) +
    flat(path('M26 32 C32 22 44 18 54 20 C44 22 34 28 30 38 Z', C.white)) +
    thin(p, path('M12 56 C30 64 62 64 80 54', 'none'), path('M40 14 C52 30 54 70 42 86', 'none')) +
    rect(80, 62, 8, 24, C.dark, 3) +
    line(84, 62, 84, 54),
  resistanceBands: () =>
    [C.yellow, C.red, C.blue, C.green, C.black]
      .map(
        (c, i) =>
          `<ellipse cx="${30 + i * 10}" cy="${48 + (i % 2) * 6}" rx="20" ry="26" fill="none" stroke="${c}" stroke-width="7"/>`,
      )
      .join(''),
  bench: (p) =>
    turn(-24, 30, 44, rect(8, 38, 42, 12, p.main ?? C.black, 5)) +
    rect(46, 52, 42, 12, p.main ?? C.black, 5) +
    line(58, 64, 58, 88) +
    line(34, 58, 24, 88) +
    line(78, 64, 86, 88) +
    line(16, 88, 92, 88),
  tent: (p) =>
    line(2, 88, 98, 88) +
    path('M10 86 L50 16 L90 86 Z', p.main ?? C.orange) +
    path('M38 86 L50 48 L62 86 Z', C.dark) +
    line(50, 16, 50, 8) +
    thin(p, line(10, 86, 2, 70), line(90, 86, 98, 70)) +
    flat(path('M50 16 L62 36 L56 36 Z', C.yellow)),
  sleepingBag: (p) =>
    path('M30 12 C52 6 74 18 72 36 L66 90 H28 L24 36 C22 22 24 14 30 12 Z', p.main ?? C.navy) +
    ellipse(48, 24, 14, 10, C.dark) +
    flat(ellipse(48, 25, 9, 6, C.cream)) +
    thin(p, line(60, 38, 56, 88), line(28, 50, 66, 50), line(28, 64, 65, 64), line(28, 78, 66, 78)),
  backpack: (p) =>
    rect(24, 20, 52, 70, p.main ?? C.green, 14) +
    path('M24 38 C24 20 76 20 76 38 V44 H24 Z', C.leaf) +
    rect(34, 58, 32, 24, C.leaf, 6) +
    line(34, 66, 66, 66) +
    path('M40 20 C40 8 60 8 60 20', 'none') +
    rect(46, 38, 8, 12, C.dark, 2),
  campingStove: (p) =>
    flat(
      path('M40 34 C40 22 50 14 50 14 C50 14 60 22 60 34 Z', C.orange),
      path('M45 34 C45 28 50 22 50 22 C50 22 55 28 55 34 Z', C.yellow),
    ) +
    line(26, 36, 74, 36) +
    line(30, 36, 34, 46) +
    line(70, 36, 66, 46) +
    rect(38, 40, 24, 10, C.steel, 2) +
    rect(30, 50, 40, 40, p.main ?? C.blue, 10) +
    flat(rect(36, 62, 28, 10, C.white, 2)),
  cooler: (p) =>
    rect(12, 34, 76, 52, p.main ?? C.blue, 8) +
    rect(8, 26, 84, 14, C.white, 5) +
    path('M30 26 V16 H70 V26', 'none') +
    flat(rect(20, 50, 60, 5, C.white, 2)) +
    rect(42, 62, 16, 10, C.white, 2),
  trekkingPoles: (p) =>
    turn(
      -14,
      50,
      50,
      rect(32, 8, 10, 22, C.black, 4),
      line(37, 30, 37, 88),
      rect(33, 40, 8, 4, p.main ?? C.red, 1),
      circle(37, 80, 5, 'none'),
    ) +
    turn(
      14,
      50,
      50,
      rect(58, 8, 10, 22, C.black, 4),
      line(63, 30, 63, 88),
      rect(59, 40, 8, 4, p.main ?? C.red, 1),
      circle(63, 80, 5, 'none'),
    ),
  headlamp: (p) =>
    ellipse(50, 50, 38, 20, 'none') +
    stroked(p.main ?? C.red, p.sw * 2, ellipse(50, 50, 38, 20, 'none')) +
    ellipse(50, 50, 38, 20, 'none') +
    flat(path('M50 72 L20 98 H80 Z', '#fff3b0')) +
    rect(34, 56, 32, 22, C.dark, 6) +
    circle(50, 67, 8, C.white) +
    flat(circle(50, 67, 4, C.yellow)),
  kayak: (p) =>
    path('M4 62 C30 46 70 46 96 54 C70 72 30 74 4 62 Z', p.main ?? C.yellow) +
    ellipse(38, 58, 10, 4, C.dark) +
    ellipse(64, 57, 10, 4, C.dark) +
    turn(-22, 50, 50, line(12, 50, 88, 50), ellipse(12, 50, 9, 4, C.red), ellipse(88, 50, 9, 4, C.red)),
  pingPong: (p) =>
    turn(-30, 36, 40, circle(36, 34, 22, p.main ?? C.red), rect(32, 54, 8, 26, C.wood, 3)) +
    turn(30, 66, 50, circle(66, 44, 22, C.black), rect(62, 64, 8, 26, C.wood, 3)) +
    circle(52, 16, 6, C.white),
  badminton: (p) =>
    turn(
      -30,
      40,
      50,
      ellipse(40, 30, 18, 24, C.white),
      rect(37, 54, 6, 18, C.steel, 2),
      rect(36, 70, 8, 20, p.main ?? C.blue, 3),
    ) +
    thin(p, turn(-30, 40, 50, line(28, 30, 52, 30), line(40, 10, 40, 52), line(30, 20, 50, 20), line(30, 40, 50, 40))) +
    path('M66 30 L82 14 L90 22 L74 38 Z', C.white) +
    circle(66, 40, 7, C.red),
  football: () =>
    circle(50, 50, 40, C.white) +
    clipCircle(
      50,
      50,
      40,
      polygon(50, 50, 13, 5, C.black),
      ...[0, 1, 2, 3, 4].map((i) => {
        const a = ((-90 + 36 + i * 72) * Math.PI) / 180;
        return polygon(50 + 38 * Math.cos(a), 50 + 38 * Math.sin(a), 12, 5, C.black, undefined, -90 + 36 + i * 72 + 36);
      }),
      ...[0, 1, 2, 3, 4].map((i) => {
        const a = ((-90 + i * 72) * Math.PI) / 180;
        return line(50 + 13 * Math.cos(a), 50 + 13 * Math.sin(a), 50 + 28 * Math.cos(a), 50 + 28 * Math.sin(a));
      }),
    ) +
    circle(50, 50, 40, 'none'),
  trampoline: (p) =>
    line(14, 30, 14, 80) +
    line(86, 30, 86, 80) +
    line(34, 38, 34, 88) +
    line(66, 38, 66, 88) +
    ellipse(50, 64, 40, 14, p.main ?? C.blue) +
    ellipse(50, 64, 30, 9, C.black) +
    thin(
      p,
      path('M14 30 C30 20 70 20 86 30', 'none'),
      line(24, 30, 24, 56),
      line(50, 24, 50, 50),
      line(76, 30, 76, 56),
    ),
  boardGame: (p) =>
    rect(8, 24, 60, 60, p.main ?? p.accent, 6) +
    flat(
      ...[0, 1, 2, 3].flatMap((r) =>
        [0, 1, 2, 3].map((c) => ((r + c) % 2 ? rect(14 + c * 12, 30 + r * 12, 12, 12, C.white, 1) : '')),
      ),
    ) +
    rect(62, 50, 26, 26, C.white, 5) +
    flat(circle(68, 56, 2.4, C.black), circle(75, 63, 2.4, C.black), circle(82, 70, 2.4, C.black)) +
    path('M78 22 C72 22 72 32 76 34 L70 46 H88 L82 34 C86 32 86 22 80 22 Z', C.red),
  boules: (p) =>
    circle(28, 60, 18, p.main ?? C.steel) +
    circle(66, 64, 18, p.main ?? C.steel) +
    circle(48, 32, 18, p.main ?? C.steel) +
    thin(
      p,
      path('M14 54 C22 60 34 60 42 54', 'none'),
      path('M52 58 C60 64 72 64 80 58', 'none'),
      path('M34 26 C42 32 54 32 62 26', 'none'),
    ) +
    circle(84, 30, 6, C.red),
} satisfies Record<string, Draw>;
