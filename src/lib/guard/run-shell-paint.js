// The shell's paint as an inline script (ShellPaint.astro, through ?inline-script): it paints
// from the session cache before the first frame; anything unexpected leaves the skeletons.
import { paint } from './shell-paint.js';

try {
  paint(sessionStorage, document);
} catch {
  /* storage refused: the skeletons stay */
}
