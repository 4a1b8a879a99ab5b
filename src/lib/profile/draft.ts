/**
 * What the participant typed into the profile form and has not saved yet, kept in
 * sessionStorage so a failed save, a reload or an expired session loses nothing. It
 * belongs to one user (a draft of another login in the same tab is ignored) and is
 * removed once saved or discarded. Passwords are never part of it.
 */
import { forget, keep, readKept } from '../stores/tab-storage';
import { CONSENT_FIELDS, TEXT_FIELDS, type ProfileValues } from './rules';

export const DRAFT_KEY = 'punkty.profileDraft';
const VERSION = 1;

/** The values, or null when anything in them is not what the form writes. */
export function parseDraftValues(v: unknown): ProfileValues | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const out: Record<string, string | boolean> = {};
  for (const key of TEXT_FIELDS) {
    if (typeof o[key] !== 'string' || (o[key] as string).length > 1000) return null;
    out[key] = o[key] as string;
  }
  for (const key of CONSENT_FIELDS) {
    if (typeof o[key] !== 'boolean') return null;
    out[key] = o[key] as boolean;
  }
  return out as unknown as ProfileValues;
}

export function readDraft(owner: string): ProfileValues | null {
  const raw = readKept(DRAFT_KEY);
  if (!raw || typeof raw !== 'object') return null;
  const { v, owner: who, values } = raw as Record<string, unknown>;
  if (v !== VERSION || who !== owner) return null;
  return parseDraftValues(values);
}

export function writeDraft(owner: string, values: ProfileValues): void {
  keep(DRAFT_KEY, { v: VERSION, owner, values }); // refused: the form still holds the values
}

export const clearDraft = () => forget(DRAFT_KEY);
