import { charCount, collapseSpaces } from './text.ts';

export const NAME_MAX_LENGTH = 60;

/**
 * Polish and Latin letters; words may be joined by one space, hyphen or apostrophe
 * (Anna Maria, Nowak-Kowalska, O'Brien), never start or end with one.
 */
const NAME_PATTERN = /^\p{Script=Latin}+(?:[ '’-]\p{Script=Latin}+)*$/u;

export interface NameMessages {
  /** "Imię", "Nazwisko": the start of the length message. */
  label: string;
  missing: string;
  letters: string;
}

export const FIRSTNAME_MESSAGES: NameMessages = {
  label: 'Imię',
  missing: 'Podaj imię.',
  letters: 'Imię może zawierać tylko litery oraz spację, łącznik lub apostrof między nimi.',
};

export const LASTNAME_MESSAGES: NameMessages = {
  label: 'Nazwisko',
  missing: 'Podaj nazwisko.',
  letters: 'Nazwisko może zawierać tylko litery oraz spację, łącznik lub apostrof między nimi.',
};

/**
 * The profile form's wording. Its first name is one word (docs/decisions/012), so letters
 * only; its surname message names the separators in another order than the API's.
 */
export const FIRSTNAME_FORM_MESSAGES: NameMessages = {
  ...FIRSTNAME_MESSAGES,
  letters: 'Imię może zawierać tylko litery.',
};

export const LASTNAME_FORM_MESSAGES: NameMessages = {
  ...LASTNAME_MESSAGES,
  letters: 'Nazwisko może zawierać tylko litery oraz łącznik, spację lub apostrof między nimi.',
};

/** A person's name after collapsing spaces: present, at most 60 characters, letters between separators. */
export function personNameProblem(input: string, messages: NameMessages): string | null {
  const value = collapseSpaces(input);
  if (value === '') return messages.missing;
  if (charCount(value) > NAME_MAX_LENGTH) return `${messages.label} może mieć najwyżej ${NAME_MAX_LENGTH} znaków.`;
  return NAME_PATTERN.test(value) ? null : messages.letters;
}
