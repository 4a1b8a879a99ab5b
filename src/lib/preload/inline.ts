// The inline preloader's entry (Preload.astro bundles it into one classic script):
// the API base comes from the script element's data-api attribute (config.loyaltyApiUrl).
import { preload } from './preloader';

preload(document.currentScript?.dataset.api ?? '');
