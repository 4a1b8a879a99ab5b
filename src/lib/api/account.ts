import { api } from './client';
import type { Schemas } from './types';

/** Who an e-mailed link is for, and until when it works. */
export type LinkInfo = Schemas['AccountLinkInfo'];
export type SetPasswordResult = Schemas['SetPasswordResponse'];
export type LinkPurpose = 'activation' | 'restore';

// Activation and restoration need no token (server/README.md: /api/loyalty/account/*).
const base = { activation: 'api/loyalty/account/activation', restore: 'api/loyalty/account/password-restore' };
const linkPath = (purpose: LinkPurpose, uuid: string) => `${base[purpose]}/${encodeURIComponent(uuid)}`;

/** Checks an e-mailed link: 200 with its info, 404 LINK_NOT_FOUND, 422 LINK_USED / LINK_EXPIRED / ALREADY_ACTIVE. */
export const getLinkInfo = (purpose: LinkPurpose, uuid: string) => api.get(linkPath(purpose, uuid)).json<LinkInfo>();

/** Sets the password through the link (activation or restoration); the link works once. */
export const setPasswordByLink = (purpose: LinkPurpose, uuid: string, password: string, passwordConfirmation: string) =>
  api.post(linkPath(purpose, uuid), { json: { password, passwordConfirmation } }).json<SetPasswordResult>();

/**
 * Asks for a new link by login or e-mail. The server answers 202 whether or not the
 * account exists (it never tells which accounts exist).
 */
export const requestLink = async (purpose: LinkPurpose, login: string): Promise<void> => {
  const path = purpose === 'activation' ? `${base.activation}/resend` : base.restore;
  await api.post(path, { json: { login } });
};
