import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY, clearDraft, readDraft, writeDraft } from './draft';
import type { ProfileValues } from './rules';

const VALUES: ProfileValues = {
  firstname: 'Anna',
  lastname: 'Wiśniewska',
  storeName: 'Sklep',
  nip: '526-104-08-28',
  email: 'demo@punkty.example',
  phone: '',
  street: 'ul. Lipowa 12',
  postalCode: '05-800',
  city: 'Pruszków',
  bankAccount: '',
  consentRules: true,
  consentMarketing: false,
  consentSms: false,
};

beforeEach(() => sessionStorage.clear());

describe('profile draft', () => {
  it('keeps what was typed for the same user until cleared', () => {
    writeDraft('demo', { ...VALUES, city: 'Warszawa' });
    expect(readDraft('demo')).toEqual({ ...VALUES, city: 'Warszawa' });
    clearDraft();
    expect(readDraft('demo')).toBeNull();
  });

  it("never shows one user's draft to another", () => {
    writeDraft('demo', VALUES);
    expect(readDraft('frsh')).toBeNull();
  });

  it.each([
    'not json',
    'null',
    '[]',
    JSON.stringify({ v: 2, owner: 'demo', values: VALUES }),
    JSON.stringify({ v: 1, owner: 'demo', values: { ...VALUES, city: 5 } }),
    JSON.stringify({ v: 1, owner: 'demo', values: { ...VALUES, consentRules: 'yes' } }),
    JSON.stringify({ v: 1, owner: 'demo' }),
  ])('treats %j as no draft', (raw) => {
    sessionStorage.setItem(DRAFT_KEY, raw);
    expect(readDraft('demo')).toBeNull();
  });
});
