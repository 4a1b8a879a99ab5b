import { toTaskRequest, viewFromSearch } from '../../tasks/filters';
import { post, type PageRequests } from '../request';

/** /tasks: the list of the URL's tab and page. */
export const tasksRequests: PageRequests = (_path, search) => [
  post('api/loyalty/task/list', toTaskRequest(viewFromSearch(search).view)),
];
