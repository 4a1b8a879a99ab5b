import guardSource from './guard.js?raw';
import { toInlineScript } from './inline-script.ts';

/** guard.js as a classic inline script that ends with run(window). */
export const guardInlineScript = toInlineScript(guardSource, 'run(window);');
