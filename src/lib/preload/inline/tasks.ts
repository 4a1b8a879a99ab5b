// The first script of /tasks: the access guard, then the preloader (Preload.astro bundles it).
import { tasksRequests } from '../pages/tasks';
import { guardThenPreload } from '../preloader';

guardThenPreload(tasksRequests);
