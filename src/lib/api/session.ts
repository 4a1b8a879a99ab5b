import { api } from './client';
import type { Session } from './types';

/** The fixed application code of the login call (spec section 6). */
export const APP_CODE = 'app3';

export const login = (username: string, password: string) =>
  api.post('loyalty/login', { json: { username, password, appCode: APP_CODE } }).json<Session>();

export const refresh = (token: string) => api.post('loyalty/refresh', { json: { token } }).json<Session>();
