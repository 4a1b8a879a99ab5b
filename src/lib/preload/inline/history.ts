// The first script of its page: the access guard, then the preloader (Preload.astro bundles it).
import { historyReads } from '../page-reads';
import { guardThenPreload } from '../preloader';

guardThenPreload(historyReads);
