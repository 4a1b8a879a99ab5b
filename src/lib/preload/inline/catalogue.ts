// The first script of /awards-catalog: the access guard, then the preloader (Preload.astro bundles it).
import { catalogueRequests } from '../pages/awards';
import { guardThenPreload } from '../preloader';

guardThenPreload(catalogueRequests);
