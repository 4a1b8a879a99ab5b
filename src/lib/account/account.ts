/**
 * The logged-out account pages' actions (activation, restoration): checking an e-mailed
 * link, setting the password through it and asking for a new one. Asked without a
 * session and never kept beyond the page: nothing here belongs to a participant yet.
 */
import {
  getLinkInfo,
  requestLink,
  setPasswordByLink as postPassword,
  type LinkInfo,
  type LinkPurpose,
  type SetPasswordResult,
} from '../api/account';
import { linkProblem, type LinkProblem } from './link';

export type { LinkInfo, LinkPurpose, SetPasswordResult };

/** A link that works (who it is for, until when), or why it does not, in the server's words. */
export type LinkCheck = { info: LinkInfo } | { problem: LinkProblem };

/**
 * Checks an e-mailed link. A refusal of the link itself (unknown, used, expired, an
 * active account) is an answer the page explains; any other failure is thrown.
 * An action rather than a fetcher store: the query layer would cost these logged-out
 * pages 4 KiB of their 80 KiB script budget for one request that is never cached.
 */
export async function checkLink(purpose: LinkPurpose, uuid: string): Promise<LinkCheck> {
  try {
    return { info: await getLinkInfo(purpose, uuid) };
  } catch (error) {
    const problem = linkProblem(error);
    if (problem) return { problem };
    throw error;
  }
}

/** Sets the password through the link (activation or restoration); the link works once. */
export const setPasswordByLink = (purpose: LinkPurpose, uuid: string, password: string, passwordConfirmation: string) =>
  postPassword(purpose, uuid, password, passwordConfirmation);

/** Asks for a new link by login or e-mail (the server answers the same for unknown accounts). */
export const sendLink = (purpose: LinkPurpose, login: string) => requestLink(purpose, login);
