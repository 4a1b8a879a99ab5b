// The first script of its page: the access guard, then the preloader (Preload.astro bundles it).
import { goalsReads } from '../page-reads';
import { guardThenPreload } from '../preloader';

guardThenPreload(goalsReads);
