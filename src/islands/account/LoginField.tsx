import type { Ref } from 'react';
import Field from '../ui/Field';

export const LOGIN_MAX_LENGTH = 200;

interface Props {
  id: string;
  error?: string | null;
  defaultValue?: string;
  onInput(): void;
  ref?: Ref<HTMLInputElement>;
}

/** "Login lub adres e-mail": the login form's and the link requests' one field, sent as `username`. */
export default function LoginField({ id, error, defaultValue, onInput, ref }: Props) {
  return (
    <Field
      ref={ref}
      id={id}
      label="Login lub adres e-mail"
      error={error}
      name="username"
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={LOGIN_MAX_LENGTH}
      defaultValue={defaultValue}
      onInput={onInput}
    />
  );
}
