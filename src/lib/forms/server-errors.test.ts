import { describe, expect, it } from 'vitest';
import { fieldsNamed, serverFieldErrors } from './server-errors';

const body = {
  status: 422,
  errors: [
    { path: 'newPassword', message: 'Hasło musi zawierać cyfrę.' },
    { path: 'address.postalCode', message: 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.' },
    { path: 'newPassword', message: 'Hasło musi zawierać wielką literę.' },
    { path: 'newPassword', message: 'Hasło musi zawierać cyfrę.' },
    { path: 'unknown', message: 'x' },
    { path: 'currentPassword', message: '   ' },
    { path: 'currentPassword' },
    { message: 'no path' },
    'garbage',
    null,
  ],
};

describe("the server's per-field errors on a form's fields", () => {
  it('keeps the fields the form knows, joins several messages and says a repeated one once', () => {
    expect(serverFieldErrors(body, fieldsNamed('currentPassword', 'newPassword'))).toEqual({
      newPassword: 'Hasło musi zawierać cyfrę. Hasło musi zawierać wielką literę.',
    });
  });

  it('maps nested paths through the form’s own table', () => {
    const fieldOf = (path: string) => (path === 'address.postalCode' ? 'postalCode' : null);
    expect(serverFieldErrors(body, fieldOf)).toEqual({
      postalCode: 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.',
    });
  });

  it('reads the body out of an HTTP error (its data) as well', () => {
    expect(serverFieldErrors({ data: body }, fieldsNamed('newPassword')).newPassword).toContain('wielką literę');
  });

  it.each([null, undefined, 'x', {}, { errors: 'x' }, { data: null }])('answers nothing for %j', (source) => {
    expect(serverFieldErrors(source, fieldsNamed('email'))).toEqual({});
  });
});
