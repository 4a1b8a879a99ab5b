import { HTTPError } from 'ky';
import { useEffect, useRef, useState } from 'react';
import { getProfile, saveProfile, type Profile as ProfileData } from '../lib/api/profile';
import { codeOf, handleError, statusOf } from '../lib/errors';
import { formatIban } from '../lib/awards/iban';
import { formatNip } from '../lib/format/nip';
import { clearDraft, readDraft, writeDraft } from '../lib/profile/draft';
import {
  FIELD_ORDER,
  fieldProblem,
  formatPhone,
  formatPostalCode,
  isChanged,
  serverProfileErrors,
  toEditRequest,
  validateProfile,
  valuesFromProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  type TextField,
} from '../lib/profile/rules';
import { $userInfoReloadAt } from '../lib/stores/account';
import { showSuccess } from '../lib/toast';
import ProfileForm, { fieldId } from './ProfileForm';
import ProfileView, { ProfileViewSkeleton } from './ProfileView';
import { ErrorState } from './lists/ListStates';
import './lists/lists.css';

/** How a field reads once the participant leaves it. */
const TIDY: Partial<Record<TextField, (v: string) => string>> = {
  nip: (v) => formatNip(v.trim()),
  bankAccount: (v) => formatIban(v.trim()),
  phone: (v) => formatPhone(v.trim()),
  postalCode: formatPostalCode,
};

const EMAIL_TAKEN = 'Ten adres e-mail jest już przypisany do innego konta. Podaj inny.';

/** The server's own sentence for a refusal (the contract's `detail`), when it gave one. */
const detailOf = (error: unknown): string | null => {
  const data = error instanceof HTTPError ? (error.data as { detail?: unknown } | undefined) : undefined;
  return typeof data?.detail === 'string' && data.detail.trim() ? data.detail.trim() : null;
};

export const SAVED_MESSAGE = 'Zapisaliśmy zmiany w Twoim profilu.';
const SAVE_FAILED = 'Nie udało się zapisać zmian. Wszystko, co wpisałeś, zostało w formularzu — spróbuj ponownie.';

/**
 * /profile: the participant's data, and its editing form with the rules of each field.
 * What was typed survives a refused or failed save and a reload (a draft in
 * sessionStorage until saved); a successful save refreshes the top bar's user box.
 */
export default function Profile() {
  const [profile, setProfile] = useState<ProfileData | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<ProfileValues | null>(null);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState(false);
  const [status, setStatus] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusSummary = useRef(false);
  const busyRef = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    getProfile(controller.signal).then(
      (loaded) => {
        setProfile(loaded);
        const draft = readDraft(loaded.username);
        if (draft && isChanged(draft, loaded)) {
          setValues(draft);
          setRestored(true);
        } else if (draft) {
          clearDraft();
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(handleError(error));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  // After a refused save the summary takes the focus (it links to every field at fault).
  useEffect(() => {
    if (focusSummary.current && showSummary) {
      focusSummary.current = false;
      summaryRef.current?.focus();
    }
  });

  const startEditing = () => {
    if (!profile) return;
    setValues(valuesFromProfile(profile));
    setErrors({});
    setShowSummary(false);
    setStatus('');
    requestAnimationFrame(() => document.getElementById(fieldId('firstname'))?.focus());
  };

  const change = (field: ProfileField, value: string | boolean) => {
    if (!values || !profile) return;
    const next = { ...values, [field]: value } as ProfileValues;
    setValues(next);
    writeDraft(profile.username, next);
    // A field shown as wrong is checked again as it is corrected (the phone depends on the SMS consent).
    const touched: ProfileField[] = field === 'consentSms' ? [field, 'phone'] : [field];
    if (!touched.some((f) => errors[f])) return;
    const updated = { ...errors };
    for (const f of touched) {
      const problem = fieldProblem(f, next);
      if (problem) updated[f] = problem;
      else delete updated[f];
    }
    setErrors(updated);
  };

  const blur = (field: TextField) => {
    if (!values) return;
    const tidy = TIDY[field];
    const tidied = tidy ? tidy(values[field]) : values[field];
    const next = tidied === values[field] ? values : { ...values, [field]: tidied };
    if (next !== values) {
      setValues(next);
      if (profile) writeDraft(profile.username, next);
    }
    const problem = fieldProblem(field, next);
    setErrors((errs) => {
      const updated = { ...errs };
      if (problem) updated[field] = problem;
      else delete updated[field];
      return updated;
    });
  };

  const rejected = (field: TextField, message: string | null) => {
    setErrors((errs) => {
      const updated = { ...errs };
      if (message) updated[field] = message;
      else delete updated[field];
      return updated;
    });
  };

  const refuse = (found: ProfileErrors) => {
    setErrors(found);
    setShowSummary(true);
    focusSummary.current = true;
  };

  const submit = async () => {
    if (!values || !profile || busyRef.current) return;
    const found = validateProfile(values);
    if (FIELD_ORDER.some((f) => found[f])) {
      refuse(found);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setStatus('Zapisywanie…');
    try {
      const saved = await saveProfile(toEditRequest(values));
      clearDraft();
      setProfile(saved);
      setValues(null);
      setErrors({});
      setShowSummary(false);
      setRestored(false);
      setStatus(SAVED_MESSAGE);
      showSuccess(SAVED_MESSAGE);
      // The top bar's user box shows the new names (spec section 4: the user-info reload trigger).
      $userInfoReloadAt.set(Date.now());
      requestAnimationFrame(() => headingRef.current?.focus());
    } catch (error) {
      const server = error instanceof HTTPError ? serverProfileErrors(error.data) : {};
      if (statusOf(error) === 422 && Object.keys(server).length > 0) {
        refuse(server);
        setStatus('');
      } else if (codeOf(error) === 'EMAIL_TAKEN') {
        refuse({ email: detailOf(error) ?? EMAIL_TAKEN });
        setStatus('');
      } else {
        handleError(error);
        setStatus(SAVE_FAILED);
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const cancel = () => {
    clearDraft();
    setValues(null);
    setErrors({});
    setShowSummary(false);
    setRestored(false);
    setStatus('');
    requestAnimationFrame(() => document.getElementById('profile-edit')?.focus());
  };

  const editing = values !== null;

  return (
    <section className="profile-card" aria-labelledby="profile-data-title">
      <header className="profile-card__header">
        <h2 id="profile-data-title" ref={headingRef} tabIndex={-1}>
          {editing ? 'Zmień swoje dane' : 'Twoje dane'}
        </h2>
        {profile && !editing ? (
          <button id="profile-edit" type="button" className="ui-btn ui-btn--secondary" onClick={startEditing}>
            Zmień dane
          </button>
        ) : null}
      </header>
      <p className="profile-card__status" role="status" aria-live="polite">
        {status}
      </p>
      {loadError && !profile ? (
        <ErrorState
          title="Nie udało się wczytać profilu"
          message={loadError}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : !profile ? (
        <ProfileViewSkeleton />
      ) : values ? (
        <ProfileForm
          ref={summaryRef}
          values={values}
          errors={errors}
          showSummary={showSummary}
          busy={busy}
          restored={restored}
          onChange={change}
          onBlur={blur}
          onRejected={rejected}
          onSubmit={submit}
          onCancel={cancel}
        />
      ) : (
        <ProfileView profile={profile} />
      )}
    </section>
  );
}
