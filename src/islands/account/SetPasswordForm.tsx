import { useId, useRef, useState, type SubmitEvent } from 'react';
import { setPasswordByLink, type LinkPurpose, type SetPasswordResult } from '../../lib/account/account';
import { handleError, statusOf } from '../../lib/errors';
import { newPasswordErrors } from '../../lib/forms/password';
import { linkProblem, type LinkProblem } from '../../lib/account/link';
import { fieldsNamed, serverFieldErrors } from '../../lib/forms/server-errors';
import Field from '../ui/Field';
import PasswordInput from '../ui/PasswordInput';
import PasswordRules from '../ui/PasswordRules';
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

/**
 * A new password and its confirmation, with the rules of the server
 * (shared/rules/password.ts) shown before typing and ticked off while typing.
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
    const checked = newPasswordErrors(password, confirmation);
    const found = { password: checked.password, passwordConfirmation: checked.confirmation };
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
      const byField =
        statusOf(error) === 422 ? serverFieldErrors(error, fieldsNamed('password', 'passwordConfirmation')) : {};
      if (byField.password || byField.passwordConfirmation) {
        setErrors({ password: byField.password, passwordConfirmation: byField.passwordConfirmation });
        (byField.password ? passwordRef : confirmationRef).current?.focus();
        return;
      }
      handleError(error);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
      {/* Lets a password manager store the new password under the right login. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />

      <Field
        id={`${id}-password`}
        label="Nowe hasło"
        error={errors.password}
        before={<PasswordRules id={`${id}-rules`} password={password} />}
        describedBy={{ before: [`${id}-rules`] }}
        control={(control) => (
          <PasswordInput
            {...control}
            ref={passwordRef}
            visible={visible}
            onToggle={() => setVisible(!visible)}
            controls={`${id}-password ${id}-confirmation`}
            name="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (errors.password) setErrors({ ...errors, password: undefined });
            }}
          />
        )}
      />

      <Field
        ref={confirmationRef}
        id={`${id}-confirmation`}
        label="Powtórz nowe hasło"
        error={errors.passwordConfirmation}
        name="passwordConfirmation"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        required
        onInput={() => errors.passwordConfirmation && setErrors({ ...errors, passwordConfirmation: undefined })}
      />

      <button type="submit" className="ui-btn ui-btn--primary ui-btn--large" aria-disabled={busy || undefined}>
        {busy && <span className="ui-btn__spinner" aria-hidden="true" />}
        {busy ? 'Zapisywanie…' : submitLabel}
      </button>
    </form>
  );
}
