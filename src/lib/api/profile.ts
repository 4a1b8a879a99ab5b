import { api } from './client';
import { must } from './parse';
import { parsePreview, type Profile } from './participant';
import type { Schemas } from './types';

export type { Profile };

/** The profile calls of the contract (server/openapi.json, tag Profil); answers parsed at the edge. */

export type ProfileEditRequest = Schemas['ParticipantEdit'];
export type PasswordChangeRequest = Schemas['PasswordChange'];

function profileOrThrow(answer: unknown): Profile {
  return must(parsePreview(answer), 'participant/edit');
}

/** Saves the whole profile; answers the profile as stored (normalised by the server). */
export async function saveProfile(request: ProfileEditRequest): Promise<Profile> {
  return profileOrThrow(await api.post('api/loyalty/participant/edit', { json: request }).json<unknown>());
}

export async function changePassword(request: PasswordChangeRequest): Promise<void> {
  await api.post('api/loyalty/participant/password', { json: request });
}
