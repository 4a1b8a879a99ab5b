import paintSource from './shell-paint.js?raw';
import { toInlineScript } from './inline-script.ts';

/** shell-paint.js as a classic inline script that paints from the session cache. */
export const toPaintScript = (source: string): string =>
  toInlineScript(source, 'try{paint(sessionStorage,document)}catch{}');

export const shellPaintScript = toPaintScript(paintSource);

/** The marker after the paint script that AppLayout's render-blocking <link rel="expect"> names. */
export const SHELL_PAINTED_ID = 'shell-painted';
