// The first script of /rules and /profile (the shell only): the access guard, then the preloader (Preload.astro bundles it).
import { noRequests } from '../request';
import { guardThenPreload } from '../preloader';

guardThenPreload(noRequests);
