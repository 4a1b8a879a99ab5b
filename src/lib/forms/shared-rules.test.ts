import { describe, expect, it, vi } from 'vitest';
import { CITY_MISSING } from '../../../shared/rules/address';
import { validateDelivery } from '../awards/delivery-form';
import { fieldProblem, valuesFromProfile } from '../profile/rules';

/**
 * The site's forms take their messages from shared/rules, the API's answers too
 * (server/src/routes/shared-rules.test.ts): here one message is changed in its module
 * and both forms that ask for a city say the new text. A copy of the text kept in a
 * form's own module would still say the old one.
 */
const { CHANGED } = vi.hoisted(() => ({ CHANGED: 'Miejscowość: komunikat zmieniony w shared/rules/address.ts.' }));

vi.mock('../../../shared/rules/address', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CITY_MISSING: CHANGED,
}));

describe('a message changed in shared/rules', () => {
  it('is the one the module now exports', () => {
    expect(CITY_MISSING).toBe(CHANGED);
  });

  it('is what the profile form says of a missing city', () => {
    const values = valuesFromProfile({
      username: 'demo',
      email: 'demo@punkty.example',
      storeName: 'Sklep',
      firstname: 'Anna',
      lastname: 'Wiśniewska',
      nip: '5261040828',
      phone: '',
      address: { street: 'ul. Lipowa 12', postalCode: '05-800', city: '' },
      bankAccount: '',
      consents: { rules: true, marketing: false, sms: false },
      groupCode: 'STD',
    });
    expect(fieldProblem('city', values)).toBe(CHANGED);
  });

  it('is what the order form says of a missing city', () => {
    expect(
      validateDelivery('MT', { recipient: 'Anna', street: 'Lipowa 1', postalCode: '05-800', phone: '601234567' }),
    ).toEqual({ city: CHANGED });
  });
});
