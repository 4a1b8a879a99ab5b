import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { codeOf, errorMessage, handleError, statusOf } from '../../lib/errors';
import { newPasswordErrors } from '../../lib/forms/password';
import { fieldsNamed, serverFieldErrors } from '../../lib/forms/server-errors';
import { changePassword } from '../../lib/profile/profile';
import { $session } from '../../lib/stores/session';
import { showSuccess } from '../../lib/toast/toast';
import Field from '../ui/Field';
import PasswordRules from '../ui/PasswordRules';
import '../ui/button.css';
import '../ui/card.css';
import './profile.css';

type PasswordField = 'currentPassword' | 'newPassword' | 'newPasswordConfirmation';
type Errors = Partial<Record<PasswordField, string>>;

export const CURRENT_MISSING = 'Podaj obecne hasło.';
export const PASSWORD_CHANGED = 'Hasło zostało zmienione. Użyj go przy następnym logowaniu.';

const LABELS: Record<PasswordField, string> = {
  currentPassword: 'Obecne hasło',
  newPassword: 'Nowe hasło',
  newPasswordConfirmation: 'Powtórz nowe hasło',
};

export function validatePasswords(v: Record<PasswordField, string>): Errors {
  const errors: Errors = {};
  if (v.currentPassword === '') errors.currentPassword = CURRENT_MISSING;
  const fresh = newPasswordErrors(v.newPassword, v.newPasswordConfirmation, v.currentPassword || undefined);
  if (fresh.password) errors.newPassword = fresh.password;
  if (fresh.confirmation) errors.newPasswordConfirmation = fresh.confirmation;
  return errors;
}

const fromServer = (error: unknown): Errors =>
  serverFieldErrors(error, fieldsNamed('currentPassword', 'newPassword', 'newPasswordConfirmation'));

const EMPTY: Record<PasswordField, string> = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/**
 * Changing the password: the current one, the new one with the server's rules shown
 * and ticked off as it is typed, and its confirmation. Passwords are never stored.
 */
export default function ProfilePassword() {
  const id = useId();
  const session = useStore($session);
  const [username, setUsername] = useState('');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const busyRef = useRef(false);

  // Read after hydration: the static HTML knows no user (password managers use the name).
  useEffect(() => setUsername(typeof session.user?.username === 'string' ? session.user.username : ''), [session]);

  // The form is static HTML until the browser is idle: keep whatever was typed before that.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = { ...EMPTY };
    for (const field of Object.keys(EMPTY) as PasswordField[]) {
      const el = formRef.current?.elements.namedItem(field);
      if (el instanceof HTMLInputElement) typed[field] = el.value;
    }
    if (Object.values(typed).some(Boolean)) setValues(typed);
  }, []);

  const fieldId = (field: PasswordField) => `${id}-${field}`;

  const set = (field: PasswordField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setStatus('');
    if (errors[field] || (field === 'newPassword' && errors.newPasswordConfirmation)) {
      const fresh = validatePasswords(next);
      setErrors((errs) => {
        const updated = { ...errs };
        for (const f of field === 'newPassword' ? [field, 'newPasswordConfirmation' as const] : [field]) {
          if (!errs[f]) continue;
          if (fresh[f]) updated[f] = fresh[f];
          else delete updated[f];
        }
        return updated;
      });
    }
  };

  const submit = async () => {
    if (busyRef.current) return;
    const found = validatePasswords(values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      const first = (Object.keys(LABELS) as PasswordField[]).find((f) => found[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setStatus('Zmienianie hasła…');
    try {
      await changePassword(values);
      setValues(EMPTY);
      setErrors({});
      setStatus(PASSWORD_CHANGED);
      showSuccess(PASSWORD_CHANGED);
    } catch (error) {
      const byField = fromServer(error);
      const code = codeOf(error);
      if (code === 'WRONG_PASSWORD' && !byField.currentPassword) byField.currentPassword = errorMessage(error);
      if (code === 'SAME_PASSWORD' && !byField.newPassword) byField.newPassword = errorMessage(error);
      if (statusOf(error) === 422 && Object.keys(byField).length > 0) {
        setErrors(byField);
        setStatus('Nie zmieniliśmy hasła. Popraw zaznaczone pola.');
        const first = (Object.keys(LABELS) as PasswordField[]).find((f) => byField[f]);
        if (first) document.getElementById(fieldId(first))?.focus();
      } else {
        handleError(error);
        setStatus('Nie udało się zmienić hasła. Spróbuj ponownie.');
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const input = (field: PasswordField, autoComplete: string, rules?: string) => (
    <Field
      id={fieldId(field)}
      label={LABELS[field]}
      error={errors[field]}
      before={rules ? <PasswordRules id={rules} password={values.newPassword} /> : null}
      describedBy={{ before: [rules] }}
      name={field}
      type={show ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={values[field]}
      maxLength={1000}
      onChange={(e) => set(field, e.target.value)}
    />
  );

  return (
    <section className="profile-card ui-card profile-password" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Zmiana hasła</h2>
      <form
        ref={formRef}
        className="profile-form"
        noValidate
        aria-busy={busy || undefined}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        {input('currentPassword', 'current-password')}
        {input('newPassword', 'new-password', `${id}-rules`)}
        {input('newPasswordConfirmation', 'new-password')}
        <Field
          id={`${id}-show`}
          label="Pokaż hasła"
          type="checkbox"
          checked={show}
          onChange={(e) => setShow(e.target.checked)}
        />
        <div className="profile-form__actions">
          <button type="submit" className="ui-btn ui-btn--primary" aria-disabled={busy || undefined}>
            {busy ? 'Zmienianie…' : 'Zmień hasło'}
          </button>
        </div>
        <p className="profile-card__status" role="status" aria-live="polite">
          {status}
        </p>
      </form>
    </section>
  );
}
