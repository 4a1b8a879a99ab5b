// The first script of /history: the access guard, then the preloader (Preload.astro bundles it).
import { historyRequests } from '../pages/history';
import { guardThenPreload } from '../preloader';

guardThenPreload(historyRequests);
