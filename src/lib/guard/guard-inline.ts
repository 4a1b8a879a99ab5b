import guardSource from './guard.js?raw';
import { toInlineScript } from './inline-script.ts';

/** guard.js as a classic inline script that ends with run(window): redirects are page loads. */
export const guardInlineScript = toInlineScript(guardSource, 'run(window);');

/** The same on a page with the client-side router: a logged-in visitor is sent on within the document. */
export const softGuardInlineScript = toInlineScript(guardSource, 'run(window, true);');
