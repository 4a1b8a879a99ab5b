import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { readDraft } from '../../lib/profile/draft';
import type { ProfileValues } from '../../lib/profile/rules';
import { $previewQuery } from '../../lib/participant/participant';
import { showSuccess } from '../../lib/toast/toast';
import ProfileView, { ProfileViewSkeleton } from './ProfileView';
import { ErrorState } from '../ui/ListStates';
import { useQuery } from '../ui/useQuery';
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
 * sessionStorage until saved); a successful save shows the stored profile here and in
 * the top bar's user box at once (one store: participant/preview).
 */
export default function Profile() {
  // The static HTML shows the skeleton: the store (which the top bar has often filled
  // already) is subscribed only after hydration.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const query = useQuery(hydrated ? $previewQuery : null);
  const profile = query.data;
  /** null: showing the data; otherwise editing, from this draft (or from the profile when null). */
  const [editing, setEditing] = useState<{ draft: ProfileValues | null } | null>(null);
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Unsaved changes of this user from before a reload or a failed save: back into the
  // form, once the profile is there.
  const draftRead = useRef(false);
  useEffect(() => {
    if (!profile || draftRead.current) return;
    draftRead.current = true;
    const draft = readDraft(profile.username);
    if (draft) setEditing({ draft });
  }, [profile]);

  // The save's action has put the stored profile into the store (src/lib/profile/profile.ts).
  const saved = () => {
    setEditing(null);
    setStatus(SAVED_MESSAGE);
    showSuccess(SAVED_MESSAGE);
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
      {query.status === 'error' ? (
        <ErrorState title="Nie udało się wczytać profilu" onRetry={query.retry} />
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
