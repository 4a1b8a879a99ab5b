import { useEffect, useRef, useState } from 'react';
import { afterPress } from '../ui/afterPress';
import { formatIban } from '../../../shared/rules/iban';
import { codeOf, detailOf, handleError, statusOf } from '../../lib/errors';
import { formatNip } from '../../../shared/rules/nip';
import { formatPhone } from '../../../shared/rules/phone';
import { formatPostalCode } from '../../../shared/rules/postal-code';
import { serverFieldErrors } from '../../lib/forms/server-errors';
import { clearDraft, writeDraft } from '../../lib/profile/draft';
import { saveProfile, type Profile } from '../../lib/profile/profile';
import {
  FIELD_ORDER,
  fieldProblem,
  isChanged,
  profileFieldOf,
  toEditRequest,
  validateProfile,
  valuesFromProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  type TextField,
} from '../../lib/profile/rules';
import ProfileForm, { fieldId } from './ProfileForm';

/** How a field reads once the participant leaves it. */
const TIDY: Partial<Record<TextField, (v: string) => string>> = {
  nip: (v) => formatNip(v.trim()),
  bankAccount: (v) => formatIban(v.trim()),
  phone: (v) => formatPhone(v.trim()),
  postalCode: formatPostalCode,
};

const EMAIL_TAKEN = 'Ten adres e-mail jest już przypisany do innego konta. Podaj inny.';
export const SAVE_FAILED =
  'Nie udało się zapisać zmian. Wszystko, co wpisałeś, zostało w formularzu — spróbuj ponownie.';

interface Props {
  profile: Profile;
  /** Unsaved values of this user from an earlier visit (sessionStorage), or null. */
  draft: ProfileValues | null;
  onStatus(text: string): void;
  onSaved(profile: Profile): void;
  /** Back to the data: `focus` when the participant cancelled (not for a stale draft). */
  onCancel(focus: boolean): void;
}

/**
 * The editing half of /profile, loaded only when the participant edits (or comes back
 * to an unsaved draft): the values, their checks and the save. Every change goes to the
 * draft; a refused or failed save keeps all of it.
 */
export default function ProfileEditor({ profile, draft, onStatus, onSaved, onCancel }: Props) {
  const restored = draft !== null && isChanged(draft, profile);
  const [values, setValues] = useState<ProfileValues>(() => (restored && draft ? draft : valuesFromProfile(profile)));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [busy, setBusy] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusSummary = useRef(false);
  const busyRef = useRef(false);
  const submits = useRef(0);

  // On opening, with the props the editor opened with.
  const opened = useRef({ draft, restored, onCancel });
  useEffect(() => {
    const { draft, restored, onCancel } = opened.current;
    if (draft && !restored) {
      // A draft that equals what is stored is no draft: show the data as if there were none.
      clearDraft();
      onCancel(false);
    } else if (!restored) {
      document.getElementById(fieldId('firstname'))?.focus();
    }
  }, []);

  // After a refused save the summary takes the focus (it links to every field at fault).
  useEffect(() => {
    if (focusSummary.current && showSummary) {
      focusSummary.current = false;
      summaryRef.current?.focus();
    }
  });

  const setField = (field: ProfileField, next: ProfileValues, problem: string | null) => {
    setErrors((errs) => {
      const updated = { ...errs };
      if (problem) updated[field] = problem;
      else delete updated[field];
      return updated;
    });
    return next;
  };

  const change = (field: ProfileField, value: string | boolean) => {
    const next = { ...values, [field]: value } as ProfileValues;
    setValues(next);
    writeDraft(profile.username, next);
    // A field shown as wrong is checked again as it is corrected (the phone depends on the SMS consent).
    const touched: ProfileField[] = field === 'consentSms' ? [field, 'phone'] : [field];
    for (const f of touched) if (errors[f]) setField(f, next, fieldProblem(f, next));
  };

  const blur = (field: TextField) => {
    const tidy = TIDY[field];
    const tidied = tidy ? tidy(values[field]) : values[field];
    const next = tidied === values[field] ? values : { ...values, [field]: tidied };
    if (next !== values) {
      setValues(next);
      writeDraft(profile.username, next);
    }
    // Once the press that blurred the field is over: its message must not move "Zapisz zmiany" mid-click.
    // A save pressed meanwhile checks every field itself, and its answer must not be overwritten.
    const submitsBefore = submits.current;
    afterPress(() => {
      if (submits.current === submitsBefore) setField(field, next, fieldProblem(field, next));
    });
  };

  const rejected = (field: TextField, message: string | null) => setField(field, values, message);

  const refuse = (found: ProfileErrors) => {
    setErrors(found);
    setShowSummary(true);
    focusSummary.current = true;
  };

  const submit = async () => {
    if (busyRef.current) return;
    submits.current += 1;
    const found = validateProfile(values);
    if (FIELD_ORDER.some((f) => found[f])) {
      refuse(found);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    onStatus('Zapisywanie…');
    try {
      const saved = await saveProfile(toEditRequest(values));
      clearDraft();
      onSaved(saved);
    } catch (error) {
      const server = serverFieldErrors(error, profileFieldOf);
      if (statusOf(error) === 422 && Object.keys(server).length > 0) {
        refuse(server);
        onStatus('');
      } else if (codeOf(error) === 'EMAIL_TAKEN') {
        refuse({ email: detailOf(error) ?? EMAIL_TAKEN });
        onStatus('');
      } else {
        handleError(error);
        onStatus(SAVE_FAILED);
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
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
      onCancel={() => {
        clearDraft();
        onCancel(true);
      }}
    />
  );
}
