// The first script of /award/:awardId: the access guard, then the preloader (Preload.astro bundles it).
import { awardRequests } from '../pages/awards';
import { guardThenPreload } from '../preloader';

guardThenPreload(awardRequests);
