import { describe, expect, it, vi } from 'vitest';
import { CITY_MISSING } from '../../../shared/rules/address.ts';
import { useTestContext } from '../test/harness.ts';
import { ADDRESS, insertAward, participantId, setBalance } from '../test/orders.ts';

/**
 * The API's messages come from shared/rules, the site's forms' too
 * (src/lib/forms/shared-rules.test.ts): here one message is changed in its module and
 * both routes that refuse with it say the new text. A copy of the text kept in a route
 * or in the domain would still say the old one.
 */
const { CHANGED } = vi.hoisted(() => ({ CHANGED: 'Miejscowość: komunikat zmieniony w shared/rules/address.ts.' }));

vi.mock('../../../shared/rules/address.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  CITY_MISSING: CHANGED,
}));

const t = useTestContext();

const messageAt = (body: { errors: { path: string; message: string }[] }, path: string) =>
  body.errors.find((e) => e.path === path)?.message;

describe('a message changed in shared/rules', () => {
  it('is the one the module now exports', () => {
    expect(CITY_MISSING).toBe(CHANGED);
  });

  it('is what the profile edit answers for a missing city', async () => {
    const res = await t.call('POST', '/api/loyalty/participant/edit', {
      token: t.demo,
      body: {
        firstname: 'Anna',
        lastname: 'Wiśniewska',
        storeName: 'Sklep Pod Lipami',
        nip: '526-104-08-28',
        email: 'anna.wisniewska@example.pl',
        phone: '',
        address: { street: 'ul. Lipowa 14', postalCode: '05-800', city: ' ' },
        bankAccount: '',
        consents: { rules: true, marketing: false, sms: false },
      },
    });
    expect(res.status).toBe(422);
    expect(messageAt(res.body, 'address.city')).toBe(CHANGED);
  });

  it('is what an order by courier answers for a missing city', async () => {
    const award = await insertAward(t.deps.db, t.clock, { price: 10, deliveryMethod: 'MT' });
    const demo = await participantId(t.deps.db, 'demo');
    await t.deps.db.transaction((tx) => setBalance(tx, t.clock, demo, 'vp', 100));
    const res = await t.call('POST', '/api/loyalty/order', {
      token: t.demo,
      body: { awardId: award.id, deliveryData: { ...ADDRESS, city: '' } },
      headers: { 'idempotency-key': 'shared-rules-city-1' },
    });
    expect(res.status).toBe(422);
    expect(messageAt(res.body, 'deliveryData.city')).toBe(CHANGED);
  });
});
