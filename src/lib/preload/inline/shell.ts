// The first script of /rules and /profile (the shell only): the access guard, then the preloader (Preload.astro bundles it).
import { noReads } from '../page-reads';
import { guardThenPreload } from '../preloader';

guardThenPreload(noReads);
