/**
 * A new password and its confirmation, as every form that sets one checks them, with
 * the rules the server applies (shared/rules/password.ts).
 */
import {
  NEW_PASSWORD_CONFIRMATION_MISSING,
  PASSWORD_MISMATCH_MESSAGE,
  passwordProblems,
  SAME_PASSWORD_MESSAGE,
} from '../../../shared/rules/password';

export const NEW_PASSWORD_MISSING = 'Podaj nowe hasło.';

export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

/**
 * The e-mailed link's form and the profile's change: every broken rule at once, then,
 * when the current password is known, that the new one differs from it.
 */
export function newPasswordErrors(password: string, confirmation: string, current?: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const problems = passwordProblems(password);
  if (password === '') errors.password = NEW_PASSWORD_MISSING;
  else if (problems.length > 0) errors.password = problems.join(' ');
  else if (current !== undefined && password === current) errors.password = SAME_PASSWORD_MESSAGE;
  if (confirmation === '') errors.confirmation = NEW_PASSWORD_CONFIRMATION_MISSING;
  else if (password !== '' && confirmation !== password) errors.confirmation = PASSWORD_MISMATCH_MESSAGE;
  return errors;
}
