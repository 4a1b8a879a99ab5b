export const POSTAL_CODE_MISSING = 'Podaj kod pocztowy, np. 05-800.';
export const POSTAL_CODE_MESSAGE = 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.';

export function postalCodeProblem(input: string): string | null {
  return /^\d{2}-\d{3}$/.test(input.trim()) ? null : POSTAL_CODE_MESSAGE;
}

/** "05800" → "05-800"; anything else as typed (trimmed). */
export function formatPostalCode(input: string): string {
  const code = input.trim();
  return /^\d{5}$/.test(code) ? `${code.slice(0, 2)}-${code.slice(2)}` : code;
}
