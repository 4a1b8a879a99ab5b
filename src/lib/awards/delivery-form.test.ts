import { describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE } from '../../../shared/rules/email';
import { IBAN_CHECKSUM_FORM_MESSAGE } from '../../../shared/rules/iban';
import { PHONE_MESSAGE } from '../../../shared/rules/phone';
import { POSTAL_CODE_MESSAGE } from '../../../shared/rules/postal-code';
import { serverFieldErrors } from '../forms/server-errors';
import {
  deliveryFieldOf,
  deliveryFields,
  deliveryIntro,
  deliveryLegend,
  prefillDelivery,
  toDeliveryData,
  validateDelivery,
} from './delivery-form';

const profile = {
  firstname: 'Anna',
  lastname: 'Wiśniewska',
  email: 'demo@punkty.example',
  phone: '+48 601 234 567',
  bankAccount: 'PL61109010140000071219812874',
  address: { street: 'ul. Lipowa 12', postalCode: '05-800', city: 'Pruszków' },
};

describe('delivery data per method', () => {
  it('asks each method for its own fields', () => {
    const names = (m: Parameters<typeof deliveryFields>[0]) => deliveryFields(m, 'Punkty').map((f) => f.name);
    expect(names('MA')).toEqual(['bankAccount']);
    expect(names('MT')).toEqual(['recipient', 'street', 'postalCode', 'city', 'phone']);
    expect(names('MV')).toEqual(['email', 'phone']);
    expect(names('CB')).toEqual(['customerNumber']);
    expect(names('GFCA')).toEqual(['customerNumber']);
  });

  it('prefills from the profile', () => {
    expect(prefillDelivery('MA', profile)).toEqual({ bankAccount: 'PL61 1090 1014 0000 0712 1981 2874' });
    expect(prefillDelivery('MT', profile)).toEqual({
      recipient: 'Anna Wiśniewska',
      street: 'ul. Lipowa 12',
      postalCode: '05-800',
      city: 'Pruszków',
      phone: '+48 601 234 567',
    });
    expect(prefillDelivery('MV', profile)).toEqual({ email: 'demo@punkty.example', phone: '+48 601 234 567' });
  });

  it('prefills empty fields without a profile or with a broken one', () => {
    expect(prefillDelivery('MT', null)).toEqual({ recipient: '', street: '', postalCode: '', city: '', phone: '' });
    expect(prefillDelivery('MV', { email: 5 as unknown as string, address: null })).toEqual({ email: '', phone: '' });
  });

  it('accepts good data of every method', () => {
    for (const method of ['MA', 'MT', 'MV', 'CB', 'GFCA'] as const) {
      expect(validateDelivery(method, prefillDelivery(method, profile)), method).toEqual({});
    }
  });

  it('names every problem in Polish', () => {
    expect(validateDelivery('MA', { bankAccount: 'PL61109010140000071219812875' })).toEqual({
      bankAccount: IBAN_CHECKSUM_FORM_MESSAGE,
    });
    expect(
      validateDelivery('MT', { recipient: ' ', street: 'Lipowa 1', postalCode: '05800', city: 'X', phone: '123' }),
    ).toEqual({
      recipient: 'Podaj imię i nazwisko odbiorcy przesyłki.',
      postalCode: POSTAL_CODE_MESSAGE,
      phone: PHONE_MESSAGE,
    });
    expect(validateDelivery('MV', { email: 'jan@sklep.p', phone: '601234567' })).toEqual({ email: EMAIL_MESSAGE });
    expect(validateDelivery('MV', { email: 'jan@', phone: '' })).toEqual({
      email: EMAIL_MESSAGE,
      phone: 'Podaj numer telefonu: SMS-em wyślemy hasło do pliku z voucherem.',
    });
    expect(validateDelivery('CB', { customerNumber: 'x'.repeat(41) })).toEqual({
      customerNumber: 'Numer klienta może mieć najwyżej 40 znaków.',
    });
  });

  it('sends only the method fields, tidied, the IBAN without spaces', () => {
    expect(toDeliveryData('MA', { bankAccount: '61 1090 1014 0000 0712 1981 2874', email: 'x@y.pl' })).toEqual({
      bankAccount: 'PL61109010140000071219812874',
    });
    expect(toDeliveryData('CB', { customerNumber: '  ' })).toEqual({});
    expect(toDeliveryData('MV', { email: ' jan@sklep.pl ', phone: '601  234 567' })).toEqual({
      email: 'jan@sklep.pl',
      phone: '601 234 567',
    });
  });

  it('maps the server field errors onto the fields', () => {
    expect(
      serverFieldErrors(
        {
          errors: [
            { path: 'deliveryData.phone', message: 'Zły telefon.' },
            { path: 'deliveryData.unknown', message: 'x' },
            { path: 'quantity', message: 'y' },
            'garbage',
          ],
        },
        deliveryFieldOf,
      ),
    ).toEqual({ phone: 'Zły telefon.' });
    expect(serverFieldErrors(null, deliveryFieldOf)).toEqual({});
  });

  it('names the street field as one line of an address', () => {
    expect(deliveryFields('MT', '').find((f) => f.name === 'street')?.autoComplete).toBe('address-line1');
  });

  it('says the data came from the profile only when it did, and asks nothing for CB and GFCA', () => {
    expect(deliveryIntro('MT', '', true)).toContain('Dane wzięliśmy z profilu');
    expect(deliveryIntro('MT', '', false)).not.toContain('z profilu —');
    expect(deliveryIntro('MT', '', false)).toContain('Wpisz dane poniżej');
    for (const method of ['CB', 'GFCA'] as const) {
      const intro = deliveryIntro(method, '', true);
      expect(intro).not.toContain('profil');
      expect(intro).toContain('do systemu sprzedawcy');
      expect(intro).toContain('Nie musisz niczego wpisywać');
      expect(deliveryIntro(method, 'Hurtownia Plus', false)).toContain('do systemu Hurtownia Plus');
      expect(deliveryLegend(method)).toBe('Realizacja u sprzedawcy');
    }
    expect(deliveryLegend('MA')).toBe('Dane do dostawy');
  });
});
