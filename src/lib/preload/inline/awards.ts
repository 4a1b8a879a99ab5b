// The first script of /awards: the access guard, then the preloader (Preload.astro bundles it).
import { awardsRequests } from '../pages/awards';
import { guardThenPreload } from '../preloader';

guardThenPreload(awardsRequests);
