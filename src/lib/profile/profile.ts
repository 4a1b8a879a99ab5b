/**
 * The profile's actions. The profile itself is participant/preview, the shared store of
 * src/lib/participant ($previewQuery): one request for the top bar and /profile. A save
 * answers the profile as the server stored it, and both show it at once.
 */
import {
  changePassword as postPassword,
  saveProfile as postProfile,
  type PasswordChangeRequest,
  type Profile,
  type ProfileEditRequest,
} from '../api/profile';
import { showProfile } from '../participant/participant';

export type { PasswordChangeRequest, Profile, ProfileEditRequest };

/** Saves the whole profile; answers it as stored (normalised by the server). */
export async function saveProfile(request: ProfileEditRequest): Promise<Profile> {
  const stored = await postProfile(request);
  showProfile(stored);
  return stored;
}

/** Changes the password; nothing shown depends on it. */
export const changePassword = (request: PasswordChangeRequest): Promise<void> => postPassword(request);
