import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { getProfile, type Profile as ProfileData } from '../../lib/api/profile';
import { handleError } from '../../lib/errors';
import { readDraft } from '../../lib/profile/draft';
import type { ProfileValues } from '../../lib/profile/rules';
import { $userInfoReloadAt } from '../../lib/stores/account';
import { showSuccess } from '../../lib/toast/toast';
import ProfileView, { ProfileViewSkeleton } from './ProfileView';
import { ErrorState } from '../ui/ListStates';
import '../ui/button.css';
import '../ui/ui.css';
import '../ui/card.css';
import './profile.css';

// The form, its rules and the save load only when the participant edits (JS budget).
const loadEditor = () => import('./ProfileEditor');
const ProfileEditor = lazy(loadEditor);

export const SAVED_MESSAGE = 'Zapisaliśmy zmiany w Twoim profilu.';

/**
 * /profile: the participant's data, and its editing form with the rules of each field.
 * What was typed survives a refused or failed save and a reload (a draft in
 * sessionStorage until saved); a successful save refreshes the top bar's user box.
 */
export default function Profile() {
  const [profile, setProfile] = useState<ProfileData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** null: showing the data; otherwise editing, from this draft (or from the profile when null). */
  const [editing, setEditing] = useState<{ draft: ProfileValues | null } | null>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    getProfile(controller.signal).then(
      (loaded) => {
        setProfile(loaded);
        // Unsaved changes of this user from before a reload or a failed save: back into the form.
        const draft = readDraft(loaded.username);
        if (draft) setEditing({ draft });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(handleError(error));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const saved = (stored: ProfileData) => {
    setProfile(stored);
    setEditing(null);
    setStatus(SAVED_MESSAGE);
    showSuccess(SAVED_MESSAGE);
    // The top bar's user box shows the new names (spec section 4: the user-info reload trigger).
    $userInfoReloadAt.set(Date.now());
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const cancel = (focus: boolean) => {
    setEditing(null);
    setStatus('');
    if (focus) requestAnimationFrame(() => document.getElementById('profile-edit')?.focus());
  };

  return (
    <section className="profile-card ui-card" aria-labelledby="profile-data-title">
      <header className="profile-card__header">
        <h2 id="profile-data-title" ref={headingRef} tabIndex={-1}>
          {editing ? 'Zmień swoje dane' : 'Twoje dane'}
        </h2>
        {profile && !editing ? (
          <button
            id="profile-edit"
            type="button"
            className="ui-btn ui-btn--secondary"
            onPointerEnter={() => void loadEditor()}
            onFocus={() => void loadEditor()}
            onClick={() => {
              setStatus('');
              setEditing({ draft: null });
            }}
          >
            Zmień dane
          </button>
        ) : null}
      </header>
      <p className="profile-card__status" role="status" aria-live="polite">
        {status}
      </p>
      {loadError && !profile ? (
        <ErrorState title="Nie udało się wczytać profilu" onRetry={() => setAttempt((n) => n + 1)} />
      ) : !profile ? (
        <ProfileViewSkeleton />
      ) : editing ? (
        <Suspense fallback={<p role="status">Otwieranie formularza…</p>}>
          <ProfileEditor
            profile={profile}
            draft={editing.draft}
            onStatus={setStatus}
            onSaved={saved}
            onCancel={cancel}
          />
        </Suspense>
      ) : (
        <ProfileView profile={profile} />
      )}
    </section>
  );
}
