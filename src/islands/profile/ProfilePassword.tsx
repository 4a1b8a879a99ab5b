import { useStore } from '@nanostores/react';
import { HTTPError } from 'ky';
import { useEffect, useId, useRef, useState } from 'react';
import { changePassword } from '../../lib/api/profile';
import { codeOf, errorMessage, handleError, statusOf } from '../../lib/errors';
import { PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULES, passwordProblems } from '../../lib/forms/password';
import { $session } from '../../lib/stores/session';
import { showSuccess } from '../../lib/toast/toast';
import '../ui/card.css';
import './profile.css';
import '../ui/button.css';

type Field = 'currentPassword' | 'newPassword' | 'newPasswordConfirmation';
type Errors = Partial<Record<Field, string>>;

export const CURRENT_MISSING = 'Podaj obecne hasło.';
export const NEW_MISSING = 'Podaj nowe hasło.';
export const CONFIRMATION_MISSING = 'Powtórz nowe hasło.';
export const SAME_PASSWORD = 'Nowe hasło musi się różnić od obecnego.';
export const PASSWORD_CHANGED = 'Hasło zostało zmienione. Użyj go przy następnym logowaniu.';

const LABELS: Record<Field, string> = {
  currentPassword: 'Obecne hasło',
  newPassword: 'Nowe hasło',
  newPasswordConfirmation: 'Powtórz nowe hasło',
};

export function validatePasswords(v: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (v.currentPassword === '') errors.currentPassword = CURRENT_MISSING;
  if (v.newPassword === '') errors.newPassword = NEW_MISSING;
  else {
    const problems = passwordProblems(v.newPassword);
    if (problems.length > 0) errors.newPassword = problems.join(' ');
    else if (v.newPassword === v.currentPassword) errors.newPassword = SAME_PASSWORD;
  }
  if (v.newPasswordConfirmation === '') errors.newPasswordConfirmation = CONFIRMATION_MISSING;
  else if (v.newPasswordConfirmation !== v.newPassword) errors.newPasswordConfirmation = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}

function serverErrors(error: unknown): Errors {
  const errors: Errors = {};
  const list =
    error instanceof HTTPError && error.data && typeof error.data === 'object'
      ? (error.data as { errors?: unknown }).errors
      : null;
  if (!Array.isArray(list)) return errors;
  for (const item of list) {
    const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
    if (
      (path === 'currentPassword' || path === 'newPassword' || path === 'newPasswordConfirmation') &&
      typeof message === 'string'
    )
      errors[path] = errors[path] ? `${errors[path]} ${message}` : message;
  }
  return errors;
}

const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

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
    for (const field of Object.keys(EMPTY) as Field[]) {
      const el = formRef.current?.elements.namedItem(field);
      if (el instanceof HTMLInputElement) typed[field] = el.value;
    }
    if (Object.values(typed).some(Boolean)) setValues(typed);
  }, []);

  const fieldId = (field: Field) => `${id}-${field}`;

  const set = (field: Field, value: string) => {
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
      const first = (Object.keys(LABELS) as Field[]).find((f) => found[f]);
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
      const fromServer = serverErrors(error);
      const code = codeOf(error);
      if (code === 'WRONG_PASSWORD' && !fromServer.currentPassword) fromServer.currentPassword = errorMessage(error);
      if (code === 'SAME_PASSWORD' && !fromServer.newPassword) fromServer.newPassword = errorMessage(error);
      if (statusOf(error) === 422 && Object.keys(fromServer).length > 0) {
        setErrors(fromServer);
        setStatus('Nie zmieniliśmy hasła. Popraw zaznaczone pola.');
        const first = (Object.keys(LABELS) as Field[]).find((f) => fromServer[f]);
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

  const input = (field: Field, autoComplete: string, describedBy?: string) => {
    const error = errors[field];
    const ids = [error ? `${fieldId(field)}-error` : null, describedBy].filter(Boolean).join(' ') || undefined;
    return (
      <div className="profile-field" data-invalid={error ? true : undefined}>
        <label htmlFor={fieldId(field)}>{LABELS[field]}</label>
        <input
          id={fieldId(field)}
          name={field}
          className="ui-input"
          type={show ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={values[field]}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids}
          onChange={(e) => set(field, e.target.value)}
        />
        {error ? (
          <p id={`${fieldId(field)}-error`} className="profile-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

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
        <div id={`${id}-rules`} className="password-rules">
          <p>Nowe hasło musi mieć:</p>
          <ul>
            {PASSWORD_RULES.map((rule) => {
              const met = values.newPassword !== '' && rule.test(values.newPassword);
              return (
                <li key={rule.id} data-met={met || undefined}>
                  <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
                  <span className="visually-hidden">{met ? ' — spełnione' : ''}</span>
                </li>
              );
            })}
          </ul>
        </div>
        {input('newPasswordConfirmation', 'new-password')}
        <div className="profile-check">
          <input id={`${id}-show`} type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
          <label htmlFor={`${id}-show`}>Pokaż hasła</label>
        </div>
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
