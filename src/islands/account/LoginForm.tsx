import { useEffect, useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import Field from '../ui/Field';
import PasswordInput from '../ui/PasswordInput';
import { ENTER_FAILED_EVENT, enterFailed } from '../../lib/auth/enter-failed';
import LoginField, { LOGIN_MAX_LENGTH } from './LoginField';
import { notFoundLoggedOut, takeNotFound } from '../../lib/guard/not-found';
import { typeset } from '../../lib/format/typography';
import '../ui/button.css';
import '../ui/forms.css';

/**
 * The login machinery (API client, stores) loads while the participant types, not
 * before the form can paint and hydrate: the login page's JS budget is 80 KB.
 */
type Auth = typeof import('../../lib/auth/auth');
let auth: Promise<Auth> | null = null;
const loadAuth = (): Promise<Auth> =>
  (auth ??= import('../../lib/auth/auth').catch((error: unknown) => {
    auth = null; // a lost connection: the next attempt loads it again
    throw error;
  }));
export const SCRIPT_FAILED = 'Nie udało się wczytać logowania. Sprawdź połączenie z internetem i spróbuj ponownie.';

type Phase = 'idle' | 'busy' | 'load-failed';
interface FieldErrors {
  username?: string;
  password?: string;
}

export const USERNAME_REQUIRED = 'Podaj login lub adres e-mail.';
export const PASSWORD_REQUIRED = 'Podaj hasło.';
const MAX_LENGTH = LOGIN_MAX_LENGTH;

export function validateLogin(username: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!username.trim()) errors.username = USERNAME_REQUIRED;
  else if (username.trim().length > MAX_LENGTH) errors.username = `Login może mieć najwyżej ${MAX_LENGTH} znaków.`;
  if (!password) errors.password = PASSWORD_REQUIRED;
  else if (password.length > MAX_LENGTH) errors.password = `Hasło może mieć najwyżej ${MAX_LENGTH} znaków.`;
  return errors;
}

/** A login to fill in, from /?login=… (the link after an activation); anything odd is ignored. */
function loginFromQuery(): string {
  const value = new URLSearchParams(location.search).get('login') ?? '';
  return value.length <= MAX_LENGTH && !/[\s<>]/.test(value) ? value : '';
}

/**
 * The login form of D5 on /. Uncontrolled fields, so nothing typed before hydration is
 * lost; the button stays disabled until then, so the form is never sent natively.
 */
export default function LoginForm() {
  const id = useId();
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  // An unknown address sent the visitor here (the guard): say so above the form.
  const [notFound, setNotFound] = useState<string | null>(null);

  useEffect(() => {
    const input = usernameRef.current;
    const login = loginFromQuery();
    if (input && login && !input.value) input.value = login;
    setNotFound(takeNotFound());
    setReady(true);
  }, []);

  // After login's reload the app is entered from this page; when the account's data did not load, it says so here.
  useEffect(() => {
    const failed = () => setPhase('load-failed');
    if (enterFailed()) failed();
    document.addEventListener(ENTER_FAILED_EVENT, failed);
    return () => document.removeEventListener(ENTER_FAILED_EVENT, failed);
  }, []);

  async function run(step: (a: Auth) => Promise<void>) {
    setPhase('busy');
    setMessage(null);
    let a: Auth;
    try {
      a = await loadAuth();
    } catch {
      setMessage(SCRIPT_FAILED);
      setPhase('idle');
      return;
    }
    try {
      await step(a);
      // Success: the browser is loading the next page; stay busy until it does.
    } catch (error) {
      if (error instanceof Error && error.name === 'AccountLoadError') {
        setPhase('load-failed');
        return;
      }
      setMessage(error instanceof Error ? error.message : String(error));
      setPhase('idle');
    }
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'idle') return;
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '');
    const password = String(data.get('password') ?? '');
    const found = validateLogin(username, password);
    setErrors(found);
    if (found.username || found.password) {
      setMessage(null);
      (found.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    void run((a) => a.login(username, password));
  }

  const clearError = (field: keyof FieldErrors) => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };
  const watchCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));

  if (phase === 'load-failed') {
    return (
      <div className="notice notice--error" role="alert">
        <p className="notice__title">Zalogowano, ale nie udało się wczytać danych Twojego konta.</p>
        <p>Sprawdź połączenie z internetem i spróbuj ponownie.</p>
        <p>
          <button
            type="button"
            className="ui-btn ui-btn--primary ui-btn--large"
            onClick={() => void run((a) => a.finishLogin())}
          >
            Spróbuj ponownie
          </button>
        </p>
      </div>
    );
  }

  const busy = phase === 'busy';
  return (
    <form
      className="form"
      method="post"
      noValidate
      onSubmit={submit}
      onFocus={() => void loadAuth().catch(() => {})}
      aria-busy={busy}
    >
      {notFound && (
        <p className="notice notice--info" role="status">
          {typeset(notFoundLoggedOut(notFound))}
        </p>
      )}
      <LoginField
        ref={usernameRef}
        id={`${id}-username`}
        error={errors.username}
        onInput={() => clearError('username')}
      />

      <Field
        id={`${id}-password`}
        label="Hasło"
        error={errors.password}
        describedBy={{ after: [capsLock && `${id}-password-caps`] }}
        after={
          capsLock && (
            <p className="field__warning" id={`${id}-password-caps`}>
              Caps Lock jest włączony.
            </p>
          )
        }
        control={(control) => (
          <PasswordInput
            {...control}
            ref={passwordRef}
            visible={showPassword}
            onToggle={() => setShowPassword(!showPassword)}
            name="password"
            autoComplete="current-password"
            required
            maxLength={MAX_LENGTH}
            onInput={() => clearError('password')}
            onKeyDown={watchCapsLock}
            onKeyUp={watchCapsLock}
            onBlur={() => setCapsLock(false)}
          />
        )}
      />

      {message && (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      )}

      <button
        type="submit"
        className="ui-btn ui-btn--primary ui-btn--large"
        disabled={!ready}
        aria-disabled={busy || undefined}
      >
        {busy && <span className="ui-btn__spinner" aria-hidden="true" />}
        {busy ? 'Logowanie…' : 'Zaloguj się'}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {busy ? 'Logowanie, proszę czekać.' : ''}
      </p>
    </form>
  );
}
