/**
 * `node scripts/icons.mjs`: draws the web app's icons (public/icons/) from the logo's mark
 * (public/favicon.svg, the same drawing as src/components/Logo.astro) in Chromium. Run it
 * after changing the logo and commit the PNGs; the build only copies them.
 *
 * - icon-192.png, icon-512.png ("any"): the mark as it is, rounded corners on transparency;
 * - icon-maskable-512.png ("maskable"): full bleed in the brand green, the mark's letter
 *   and dot inside the central 80 % that every launcher's mask keeps;
 * - apple-touch-icon.png (180): full bleed, iOS rounds it itself.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './lib/chromium.mjs';
import { ROOT } from './lib/run.mjs';

const OUT = join(ROOT, 'public', 'icons');
const mark = readFileSync(join(ROOT, 'public', 'favicon.svg'), 'utf8');
// Full bleed: the mark's rounded green square becomes the whole square.
const fullBleed = mark.replace(/<rect [^>]*\/>/, '<rect width="32" height="32" fill="#007930"/>');
// Maskable: the letter and dot shrunk towards the centre, inside the 80 % safe zone.
const maskable = fullBleed.replace(
  /(<path[^>]*\/>\s*<circle[^>]*\/>)/,
  '<g transform="translate(16 16) scale(0.72) translate(-16 -16)">$1</g>',
);

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch(
  existsSync(chromium.executablePath()) ? {} : { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_FLAGS },
);
try {
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(OUT, file), omitBackground: true });
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
