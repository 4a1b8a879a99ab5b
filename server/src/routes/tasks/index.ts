import { createRouter } from '../../lib/router.ts';
import * as h from './tasks.handlers.ts';
import * as routes from './tasks.routes.ts';

export function tasksRouter() {
  return createRouter()
    .openapi(routes.taskList, h.taskListHandler)
    .openapi(routes.taskDetail, h.taskDetailHandler)
    .openapi(routes.taskComplete, h.taskCompleteHandler)
    .openapi(routes.taskPhoto, h.taskPhotoHandler);
}
