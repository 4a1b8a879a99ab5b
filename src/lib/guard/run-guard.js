// The guard's inline script (GuardScript.astro): decides for this page before it paints.
import { run } from './guard.js';

run(window);
