// The first script of /goals: the access guard, then the preloader (Preload.astro bundles it).
import { goalsRequests } from '../pages/goals';
import { guardThenPreload } from '../preloader';

guardThenPreload(goalsRequests);
