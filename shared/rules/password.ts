export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: 'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'digit';
  /** The rule as the list above the field states it, after "Hasło musi mieć:". */
  label: string;
  /** The sentence shown when the rule is broken. */
  message: string;
  test(password: string): boolean;
}

/** Length counts characters (Unicode code points), not UTF-16 units. */
const length = (s: string) => [...s].length;

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'minLength',
    label: `co najmniej ${PASSWORD_MIN_LENGTH} znaków`,
    message: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.`,
    test: (p) => length(p) >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'maxLength',
    label: `najwyżej ${PASSWORD_MAX_LENGTH} znaków`,
    message: `Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} znaków.`,
    test: (p) => length(p) <= PASSWORD_MAX_LENGTH,
  },
  {
    id: 'lowercase',
    label: 'małą literę',
    message: 'Hasło musi zawierać małą literę.',
    test: (p) => /\p{Ll}/u.test(p),
  },
  {
    id: 'uppercase',
    label: 'wielką literę',
    message: 'Hasło musi zawierać wielką literę.',
    test: (p) => /\p{Lu}/u.test(p),
  },
  { id: 'digit', label: 'cyfrę', message: 'Hasło musi zawierać cyfrę.', test: (p) => /\d/.test(p) },
];

/** For the OpenAPI descriptions. */
export const PASSWORD_RULES_DESCRIPTION =
  `Hasło: od ${PASSWORD_MIN_LENGTH} do ${PASSWORD_MAX_LENGTH} znaków, co najmniej jedna mała litera, ` +
  'jedna wielka litera i jedna cyfra.';

export const PASSWORD_MISMATCH_MESSAGE = 'Hasła nie są takie same.';
export const NEW_PASSWORD_CONFIRMATION_MISSING = 'Powtórz nowe hasło.';
export const SAME_PASSWORD_MESSAGE = 'Nowe hasło musi się różnić od obecnego.';

/** The messages of every broken rule; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
