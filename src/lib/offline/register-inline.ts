// The inline registration's entry (ServiceWorker.astro bundles it into one classic script).
import { registerServiceWorker } from './register';

registerServiceWorker();
