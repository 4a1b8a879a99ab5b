// The guard's inline script on a page with the client-side router (GuardScript.astro):
// a logged-in visitor on a logged-out page is sent on by the router, not by a second load.
import { run } from './guard.js';

run(window, true);
