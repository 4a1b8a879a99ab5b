import { api } from './client';
import type { Session } from './types';

/** The fixed application code of the login call (spec section 6). */
export const APP_CODE = 'app3';

export const login = (username: string, password: string) =>
  api.post('loyalty/login', { json: { username, password, appCode: APP_CODE } }).json<Session>();

export const refresh = (token: string) => api.post('loyalty/refresh', { json: { token } }).json<Session>();

/** How long logout waits for the server: the participant is logged out here either way. */
export const LOGOUT_TIMEOUT_MS = 2000;

/** Ends the token's session on the server (its tokens stop working on every device's copy). */
export const logout = (token: string) =>
  api.post('loyalty/logout', { json: { token }, timeout: LOGOUT_TIMEOUT_MS, retry: 0 }).json<unknown>();
