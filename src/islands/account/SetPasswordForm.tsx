import { useId, useRef, useState, type SubmitEvent } from 'react';
import { setPasswordByLink, type LinkPurpose, type SetPasswordResult } from '../../lib/api/account';
import { handleError, statusOf } from '../../lib/errors';
import {
  CONFIRMATION_REQUIRED_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  PASSWORD_RULES,
  passwordProblems,
} from '../../lib/forms/password';
import { fieldErrors, linkProblem, type LinkProblem } from '../../lib/account/link';
import '../ui/button.css';

interface Props {
  purpose: LinkPurpose;
  uuid: string;
  /** The account the link is for: offered to password managers with the new password. */
  username: string;
  submitLabel: string;
  onDone: (result: SetPasswordResult) => void;
  /** The link stopped working meanwhile (used in another tab, expired). */
  onLinkProblem: (problem: LinkProblem) => void;
}

interface Errors {
  password?: string;
  passwordConfirmation?: string;
}

export function validateNewPassword(password: string, confirmation: string): Errors {
  const errors: Errors = {};
  const problems = passwordProblems(password);
  if (!password) errors.password = PASSWORD_REQUIRED_MESSAGE;
  else if (problems.length) errors.password = problems.join(' ');
  if (!confirmation) errors.passwordConfirmation = CONFIRMATION_REQUIRED_MESSAGE;
  else if (password && confirmation !== password) errors.passwordConfirmation = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}

/**
 * A new password and its confirmation, with the rules of the server
 * (src/lib/forms/password.ts) shown before typing and ticked off while typing.
 */
export default function SetPasswordForm({ purpose, uuid, username, submitLabel, onDone, onLinkProblem }: Props) {
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [visible, setVisible] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const confirmation = confirmationRef.current?.value ?? '';
    const found = validateNewPassword(password, confirmation);
    setErrors(found);
    if (found.password || found.passwordConfirmation) {
      (found.password ? passwordRef : confirmationRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      onDone(await setPasswordByLink(purpose, uuid, password, confirmation));
    } catch (error) {
      setBusy(false);
      const problem = linkProblem(error);
      if (problem) return onLinkProblem(problem);
      const byField = statusOf(error) === 422 ? fieldErrors(error) : {};
      if (byField.password || byField.passwordConfirmation) {
        setErrors({ password: byField.password, passwordConfirmation: byField.passwordConfirmation });
        (byField.password ? passwordRef : confirmationRef).current?.focus();
        return;
      }
      handleError(error);
    }
  }

  const describe = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      {/* Lets a password manager store the new password under the right login. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />

      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          Nowe hasło
        </label>
        <div className="field__hint" id={`${id}-rules`}>
          <p>Hasło musi mieć:</p>
          <ul className="rules">
            {PASSWORD_RULES.map((rule) => {
              const met = password !== '' && rule.test(password);
              return (
                <li key={rule.id} data-met={met}>
                  {rule.label}
                  {password !== '' && (
                    <span className="visually-hidden">{met ? ' (spełnione)' : ' (niespełnione)'}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="field__control">
          <input
            ref={passwordRef}
            id={`${id}-password`}
            className="field__input"
            name="password"
            type={visible ? 'text' : 'password'}
            autoComplete="new-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describe(`${id}-rules`, errors.password && `${id}-password-error`)}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (errors.password) setErrors({ ...errors, password: undefined });
            }}
          />
          <button
            type="button"
            className="field__toggle"
            aria-controls={`${id}-password ${id}-confirmation`}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {visible ? 'Ukryj hasło' : 'Pokaż hasło'}
          </button>
        </div>
        {errors.password && (
          <p className="field__error" id={`${id}-password-error`}>
            {errors.password}
          </p>
        )}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-confirmation`}>
          Powtórz nowe hasło
        </label>
        <input
          ref={confirmationRef}
          id={`${id}-confirmation`}
          className="field__input"
          name="passwordConfirmation"
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          required
          aria-invalid={errors.passwordConfirmation ? true : undefined}
          aria-describedby={errors.passwordConfirmation ? `${id}-confirmation-error` : undefined}
          onInput={() => errors.passwordConfirmation && setErrors({ ...errors, passwordConfirmation: undefined })}
        />
        {errors.passwordConfirmation && (
          <p className="field__error" id={`${id}-confirmation-error`}>
            {errors.passwordConfirmation}
          </p>
        )}
      </div>

      <button type="submit" className="ui-btn ui-btn--primary ui-btn--large" aria-disabled={busy || undefined}>
        {busy && <span className="ui-btn__spinner" aria-hidden="true" />}
        {busy ? 'Zapisywanie…' : submitLabel}
      </button>
    </form>
  );
}
