import { useId, useRef, useState, type SubmitEvent } from 'react';
import { sendLink, type LinkPurpose } from '../../lib/account/account';
import { handleError, statusOf } from '../../lib/errors';
import { fieldsNamed, serverFieldErrors } from '../../lib/forms/server-errors';
import LoginField, { LOGIN_MAX_LENGTH } from './LoginField';
import '../ui/button.css';

export const LOGIN_REQUIRED = 'Podaj login lub adres e-mail.';
const MAX_LENGTH = LOGIN_MAX_LENGTH;

interface Props {
  purpose: LinkPurpose;
  submitLabel: string;
  /** Called with what was typed once the server accepted the request. */
  onSent: (login: string) => void;
  defaultLogin?: string;
}

/**
 * Asks the server to e-mail a link (activation or restoration) for a login or an
 * e-mail address. The server answers the same for unknown accounts, so the form can
 * only say "if the account exists, the e-mail is on its way".
 */
export default function RequestLinkForm({ purpose, submitLabel, onSent, defaultLogin = '' }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const login = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    const problem = !login
      ? LOGIN_REQUIRED
      : login.length > MAX_LENGTH
        ? `Login lub adres e-mail może mieć najwyżej ${MAX_LENGTH} znaków.`
        : null;
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await sendLink(purpose, login);
      onSent(login);
    } catch (failure) {
      const byField = statusOf(failure) === 422 ? serverFieldErrors(failure, fieldsNamed('login')) : {};
      if (byField.login) {
        setError(byField.login);
        input.current?.focus();
      } else {
        handleError(failure);
      }
      setBusy(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      <LoginField
        ref={input}
        id={`${id}-login`}
        error={error}
        defaultValue={defaultLogin}
        onInput={() => setError(null)}
      />
      <button type="submit" className="ui-btn ui-btn--primary ui-btn--large" aria-disabled={busy || undefined}>
        {busy && <span className="ui-btn__spinner" aria-hidden="true" />}
        {busy ? 'Wysyłanie…' : submitLabel}
      </button>
    </form>
  );
}
