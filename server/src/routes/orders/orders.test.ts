import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW, useTestContext } from '../../test/harness.ts';
import { readSummary, rebuildSummary } from '../../domain/ledger.ts';
import { advanceOrder, cancel } from '../../domain/orders/status.ts';
import { ADDRESS, IBAN, insertAward, participantId, setBalance, type AwardFixture } from '../../test/orders.ts';

const t = useTestContext();
let demo: number;
let frsh: number;
let keyCounter = 0;
const newKey = () => `test-key-${++keyCounter}-${Date.now()}`;

beforeAll(async () => {
  demo = await participantId(t.deps.db, 'demo');
  frsh = await participantId(t.deps.db, 'frsh');
});
afterEach(() => t.clock.set(TEST_NOW));

const award = (a: AwardFixture) => insertAward(t.deps.db, t.clock, a);
const balance = (who: number, amount: number, currency: 'vp' | 'lp' = 'vp') =>
  t.deps.db.transaction((tx) => setBalance(tx, t.clock, who, currency, amount));
const summaryOf = (who: number) => readSummary(t.deps.db, who);
const order = (body: unknown, key: string | null = newKey(), tok = t.demo) =>
  t.call('POST', '/api/loyalty/order', { token: tok, body, headers: key === null ? {} : { 'idempotency-key': key } });
const outbox = () =>
  t.deps.db.query<{ recipient: string; subject: string; body: string }>('select * from outbox order by id');
const ledgerOf = (orderId: number) =>
  t.deps.db.query<{ kind: string; amount: number; description: string }>(
    `select kind, amount::float8 as amount, description from points_ledger where source_type = 'order' and source_id = $1 order by id`,
    [String(orderId)],
  );
const projection = async (who: number) =>
  (await t.deps.db.query('select * from points_summary where participant_id = $1', [who]))[0];

describe('POST /api/loyalty/order', () => {
  it('orders a bank-transfer award: 201 with the order, its timeline and the summary with the points locked', async () => {
    const a = await award({ price: 250, deliveryMethod: 'MA', remainingAmount: 10 });
    await balance(demo, 1000);
    const before = await projection(demo);
    const res = await order({ awardId: a.id, quantity: 2, deliveryData: { bankAccount: IBAN } });
    expect(res.status).toBe(201);
    const o = res.body.order;
    expect(o).toMatchObject({
      awardId: a.id,
      awardName: a.name,
      quantity: 2,
      unitPrice: 250,
      totalPrice: 500,
      currency: 'vp',
      deliveryMethod: 'MA',
      status: 'placed',
      statusLabel: 'Zamówienie złożone',
      deliveryData: { bankAccount: '•••• 2874' },
      createdAt: new Date(TEST_NOW).toISOString(),
      trackingUrl: null,
      canResendVoucher: false,
    });
    expect(o.timeline).toEqual([
      {
        status: 'placed',
        label: 'Zamówienie złożone',
        at: new Date(TEST_NOW).toISOString(),
        done: true,
        note: null,
        trackingUrl: null,
      },
      { status: 'transfer_booked', label: 'Przelew zlecony', at: null, done: false, note: null, trackingUrl: null },
      { status: 'completed', label: 'Przelew zaksięgowany', at: null, done: false, note: null, trackingUrl: null },
    ]);
    expect(res.body.summary.vpCurrentValue).toBe(500);
    expect(res.body.summary.vpLockedValue).toBe(Number(before!.vp_locked) + 500);
    expect(await summaryOf(demo)).toMatchObject({ vpCurrentValue: 500 });
    expect(await ledgerOf(o.orderId)).toEqual([
      { kind: 'locked', amount: 500, description: `Zamówienie: ${a.name} × 2` },
    ]);
    const stock = await t.deps.db.query<{ remaining_amount: number }>(
      'select remaining_amount from award where id = $1',
      [a.id],
    );
    expect(stock[0]!.remaining_amount).toBe(8);
    // the full account number is kept for the transfer, only the answer masks it
    const stored = await t.deps.db.query<{ delivery_data: { bankAccount: string } }>(
      'select delivery_data from award_order where id = $1',
      [o.orderId],
    );
    expect(stored[0]!.delivery_data.bankAccount).toBe('PL61109010140000071219812874');
  });

  it('answers a retry with the same key and body with 200 and the same order, charging once', async () => {
    const a = await award({ price: 300, deliveryMethod: 'CB' });
    await balance(demo, 1000);
    const key = newKey();
    const first = await order({ awardId: a.id, quantity: 1, deliveryData: { customerNumber: 'K-1' } }, key);
    // the same request with its keys in another order is still the same request
    const again = await order({ deliveryData: { customerNumber: 'K-1' }, quantity: 1, awardId: a.id }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.order.orderId).toBe(first.body.order.orderId);
    expect(again.body.summary.vpCurrentValue).toBe(700);
    expect(await ledgerOf(first.body.order.orderId)).toHaveLength(1);
  });

  it('refuses the same key with a different body with 409 IDEMPOTENCY_KEY_REUSED', async () => {
    const a = await award({ price: 10 });
    await balance(demo, 1000);
    const key = newKey();
    expect((await order({ awardId: a.id, quantity: 1 }, key)).status).toBe(201);
    const res = await order({ awardId: a.id, quantity: 2 }, key);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(res.body.detail).toMatch(/Idempotency-Key został już użyty/);
    expect((await summaryOf(demo)).vpCurrentValue).toBe(990);
  });

  it('keeps keys per participant: another participant may use the same key', async () => {
    const a = await award({ price: 10 });
    await balance(demo, 100);
    await balance(frsh, 100);
    const key = newKey();
    const mine = await order({ awardId: a.id }, key);
    const theirs = await order({ awardId: a.id }, key, t.frsh);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.order.orderId).not.toBe(mine.body.order.orderId);
  });

  it('needs an Idempotency-Key header: 422 with a Polish detail when missing or malformed', async () => {
    const a = await award({ price: 10 });
    const missing = await order({ awardId: a.id }, null);
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/^Brak nagłówka Idempotency-Key/);
    for (const bad of ['short', 'spaces are bad', 'x'.repeat(129), 'dots.are.not.ok']) {
      const res = await order({ awardId: a.id }, bad);
      expect(res.status).toBe(422);
      expect(res.body.detail).toMatch(/od 8 do 128 znaków/);
    }
  });

  it('rejects a bad body with 422 and Polish sentences per field', async () => {
    const res = await order({ awardId: 'x', quantity: 100 });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['awardId', 'quantity']);
    expect(res.body.detail).toContain('Jednym zamówieniem można zamówić najwyżej 99 szt.');
    const zero = await order({ awardId: 1, quantity: 0 });
    expect(zero.body.detail).toBe('Zamów co najmniej 1 szt.');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.call('POST', '/api/loyalty/order', {
      token: t.demo,
      body: '{nope',
      headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/JSON/);
  });

  it('checks the bank account of a transfer (format and mod-97) and charges nothing when it is wrong', async () => {
    const a = await award({ price: 10, deliveryMethod: 'MA' });
    await balance(demo, 100);
    const missing = await order({ awardId: a.id, deliveryData: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      { path: 'deliveryData.bankAccount', message: expect.stringMatching(/^Podaj numer konta/) },
    ]);
    const checksum = await order({ awardId: a.id, deliveryData: { bankAccount: 'PL61109010140000071219812875' } });
    expect(checksum.status).toBe(422);
    expect(checksum.body.detail).toBe('Nieprawidłowy numer konta (błędna suma kontrolna).');
    const short = await order({ awardId: a.id, deliveryData: { bankAccount: 'PL6110901014' } });
    expect(short.body.detail).toMatch(/26 cyfr/);
    // 26 digits without PL, with spaces, are a valid Polish account number
    const nrb = await order({ awardId: a.id, deliveryData: { bankAccount: '61 1090 1014 0000 0712 1981 2874' } });
    expect(nrb.status).toBe(201);
    expect((await summaryOf(demo)).vpCurrentValue).toBe(90);
  });

  it('checks a courier address field by field', async () => {
    const a = await award({ price: 10, deliveryMethod: 'MT' });
    await balance(demo, 100);
    const res = await order({ awardId: a.id, deliveryData: { postalCode: '05800', phone: '12' } });
    expect(res.status).toBe(422);
    const byPath = Object.fromEntries(
      res.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toEqual({
      'deliveryData.recipient': 'Podaj imię i nazwisko odbiorcy przesyłki.',
      'deliveryData.street': 'Podaj ulicę i numer domu (lokalu).',
      'deliveryData.postalCode': 'Kod pocztowy musi mieć postać NN-NNN, np. 05-800.',
      'deliveryData.city': 'Podaj miejscowość.',
      'deliveryData.phone': 'Podaj polski numer telefonu: 9 cyfr, opcjonalnie poprzedzonych +48.',
    });
    expect(res.body.detail).toContain('Podaj miejscowość.');
    const ok = await order({ awardId: a.id, deliveryData: ADDRESS });
    expect(ok.status).toBe(201);
    expect(ok.body.order.deliveryData).toEqual({ ...ADDRESS, phone: '+48 601 234 567' });
    expect(ok.body.order.timeline.map((s: { status: string }) => s.status)).toEqual([
      'placed',
      'packed',
      'sent',
      'delivered',
    ]);
  });

  it('sends an e-mail voucher at once: status voucher_sent, the e-mail in the outbox, the points spent', async () => {
    const a = await award({ price: 120, deliveryMethod: 'MV', name: 'Voucher do Empiku 100 zł' });
    await balance(demo, 1000);
    const before = await outbox();
    const bad = await order({ awardId: a.id, deliveryData: { email: 'nie-email', phone: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['deliveryData.email', 'deliveryData.phone']);
    const res = await order({ awardId: a.id, deliveryData: { email: 'anna@sklep.pl', phone: '+48601234567' } });
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({
      status: 'voucher_sent',
      statusLabel: 'Voucher wysłany e-mailem',
      canResendVoucher: true,
    });
    expect(res.body.order.timeline.map((s: { done: boolean }) => s.done)).toEqual([true, true]);
    expect(res.body.summary).toMatchObject({ vpCurrentValue: 880 });
    const mails = (await outbox()).slice(before.length);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'anna@sklep.pl', subject: 'Twój voucher — Voucher do Empiku 100 zł' });
    expect(mails[0]!.body).toMatch(/Kod vouchera: [A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
    expect(mails[0]!.body).toContain('SMS-em na numer +48 601 234 567');
    expect((await ledgerOf(res.body.order.orderId)).map((e) => e.kind)).toEqual(['locked', 'spent']);
  });

  it('checks the voucher e-mail address with the same rule as the profile', async () => {
    const a = await award({ price: 10, deliveryMethod: 'MV' });
    await balance(demo, 1000);
    const typo = await order({ awardId: a.id, deliveryData: { email: 'jan@sklep.p', phone: '601234567' } });
    expect(typo.status).toBe(422);
    expect(typo.body.errors).toEqual([
      { path: 'deliveryData.email', message: 'Podaj poprawny adres e-mail, np. jan@sklep.pl.' },
    ]);
    const emptyLabel = await order({ awardId: a.id, deliveryData: { email: 'jan@sklep..pl', phone: '601234567' } });
    expect(emptyLabel.status).toBe(422);
  });

  it('refuses an award out of stock, or more units than are left', async () => {
    const none = await award({ price: 10, remainingAmount: 0 });
    const two = await award({ price: 10, remainingAmount: 2 });
    await balance(demo, 1000);
    const res = await order({ awardId: none.id });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: 'Nagroda jest niedostępna — brak w magazynie.' });
    const more = await order({ awardId: two.id, quantity: 3 });
    expect(more.body).toMatchObject({ code: 'OUT_OF_STOCK', detail: 'Dostępnych jest tylko 2 szt.' });
    expect((await order({ awardId: two.id, quantity: 2 })).status).toBe(201);
    expect((await order({ awardId: two.id })).body.detail).toBe('Nagroda jest niedostępna — brak w magazynie.');
  });

  it('enforces the user limit over the orders that are not cancelled', async () => {
    const a = await award({ price: 10, userLimit: 2, remainingAmount: 10 });
    await balance(demo, 1000);
    const first = await order({ awardId: a.id, quantity: 1 });
    expect(first.status).toBe(201);
    const tooMany = await order({ awardId: a.id, quantity: 2 });
    expect(tooMany.body).toMatchObject({
      code: 'LIMIT_REACHED',
      detail: 'Możesz zamówić jeszcze 1 szt. tej nagrody (limit: 2 szt. na uczestnika).',
    });
    expect((await order({ awardId: a.id, quantity: 1 })).status).toBe(201);
    const reached = await order({ awardId: a.id, quantity: 1 });
    expect(reached.status).toBe(422);
    expect(reached.body).toMatchObject({
      code: 'LIMIT_REACHED',
      detail: 'Osiągnięto limit zamówień tej nagrody (2 szt. na uczestnika).',
    });
    // a cancelled order no longer counts
    await t.deps.db.transaction((tx) => cancel(tx, t.clock, first.body.order.orderId));
    expect((await order({ awardId: a.id, quantity: 1 })).status).toBe(201);
  });

  it('says how many points are missing, in Polish number format', async () => {
    const a = await award({ price: 2000 });
    await balance(demo, 1200);
    const res = await order({ awardId: a.id });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'INSUFFICIENT_POINTS', detail: 'Brakuje 800 vp, aby zamówić tę nagrodę.' });
    const big = await award({ price: 6172.75 });
    const two = await order({ awardId: big.id, quantity: 2 });
    expect(two.body.detail).toBe('Brakuje 11\u00a0145,5 vp, aby zamówić tę nagrodę.');
    expect((await summaryOf(demo)).vpCurrentValue).toBe(1200);
  });

  it('lets only FRSH order lp awards, and locks lp points for them', async () => {
    const a = await award({ price: 40, currency: 'lp', deliveryMethod: 'GFCA' });
    await balance(frsh, 100, 'lp');
    const lockedBefore = (await summaryOf(frsh)).lpLockedValue;
    const refused = await order({ awardId: a.id });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'AWARD_NOT_FOUND', detail: 'Nie znaleziono nagrody.' });
    const res = await order({ awardId: a.id }, newKey(), t.frsh);
    expect(res.status).toBe(201);
    expect(res.body.summary).toMatchObject({ lpCurrentValue: 60, lpLockedValue: lockedBefore + 40 });
    expect(res.body.order.timeline.map((s: { label: string }) => s.label)).toEqual([
      'Zamówienie złożone',
      'Przekazane do systemu sprzedawcy',
      'Potwierdzone przez sprzedawcę',
    ]);
  });

  it('answers 404 for a missing award and 422 for an inactive one', async () => {
    const missing = await order({ awardId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Nie znaleziono nagrody.');
    const inactive = await award({ price: 10, active: false });
    const res = await order({ awardId: inactive.id });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'AWARD_INACTIVE', detail: 'Tej nagrody nie można obecnie zamówić.' });
  });

  it('answers 401 without a token and with an expired one', async () => {
    const a = await award({ price: 10 });
    const none = await t.call('POST', '/api/loyalty/order', {
      body: { awardId: a.id },
      headers: { 'idempotency-key': newKey() },
    });
    expect(none.status).toBe(401);
    expect(none.body.message).toBeTruthy();
    const tok = await t.login('demo');
    t.clock.advance(16 * 60_000);
    const expired = await order({ awardId: a.id }, newKey(), tok);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(/wygasła/);
  });
});

describe('POST /api/loyalty/order/list', () => {
  let ids: number[] = [];
  let listToken: string;
  beforeAll(async () => {
    await t.deps.db.query(`insert into participant (username, email, password_hash, group_code, created_at)
      select 'lista', 'lista@punkty.example', password_hash, 'STD', now() from participant where username = 'demo'`);
    const who = await participantId(t.deps.db, 'lista');
    listToken = await t.login('lista');
    await balance(who, 10_000);
    const cheap = await award({ price: 10, name: 'Kubek termiczny' });
    const dear = await award({ price: 500, name: 'Ekspres do kawy', deliveryMethod: 'MT' });
    ids = [];
    for (const [a, data] of [
      [cheap, {}],
      [dear, ADDRESS],
      [cheap, {}],
    ] as const) {
      t.clock.advance(60_000);
      const res = await order({ awardId: a.id, deliveryData: data }, newKey(), listToken);
      ids.push(res.body.order.orderId);
    }
    await t.deps.db.transaction((tx) => advanceOrder(tx, t.clock, ids[1]!, 'packed'));
  });

  it('pages the participant’s orders, newest first, in the shared envelope', async () => {
    const res = await t.call('POST', '/api/loyalty/order/list', { token: listToken, body: { per: 2, page: 1 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, per: 2, total: 3, totalPages: 2 });
    expect(res.body.items.map((o: { orderId: number }) => o.orderId)).toEqual([ids[2], ids[1]]);
    expect(res.body.items[1]).toMatchObject({
      awardName: 'Ekspres do kawy',
      status: 'packed',
      statusLabel: 'Paczka przygotowana',
    });
    expect(res.body.items[1].timeline.map((s: { done: boolean }) => s.done)).toEqual([true, true, false, false]);
    const second = await t.call('POST', '/api/loyalty/order/list', { token: listToken, body: { per: 2, page: 2 } });
    expect(second.body.items.map((o: { orderId: number }) => o.orderId)).toEqual([ids[0]]);
  });

  it('filters by status, searches by award name or order number, sorts by price', async () => {
    const call = (body: unknown) => t.call('POST', '/api/loyalty/order/list', { token: listToken, body });
    expect((await call({ status: 'packed' })).body.items.map((o: { orderId: number }) => o.orderId)).toEqual([ids[1]]);
    expect((await call({ search: 'kubek' })).body.total).toBe(2);
    expect((await call({ search: `#${ids[0]}` })).body.items.map((o: { orderId: number }) => o.orderId)).toEqual([
      ids[0],
    ]);
    expect((await call({ search: '100%_' })).body.total).toBe(0);
    const byPrice = await call({ sortBy: 'totalPrice', sortOrder: 'asc' });
    expect(byPrice.body.items.map((o: { totalPrice: number }) => o.totalPrice)).toEqual([10, 10, 500]);
  });

  it('shows only the caller’s own orders', async () => {
    const res = await t.call('POST', '/api/loyalty/order/list', { token: t.demo, body: { per: 100 } });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.some((o: { orderId: number }) => ids.includes(o.orderId))).toBe(false);
  });

  it('rejects a bad filter with 422 and a Polish detail', async () => {
    const res = await t.call('POST', '/api/loyalty/order/list', { token: listToken, body: { per: 0, status: 'lost' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['per', 'status']);
    expect(res.body.detail).toMatch(/Nieznany stan zamówienia/);
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect((await t.call('POST', '/api/loyalty/order/list', { body: {} })).status).toBe(401);
    const tok = await t.login('lista');
    t.clock.advance(16 * 60_000);
    expect((await t.call('POST', '/api/loyalty/order/list', { token: tok, body: {} })).status).toBe(401);
  });
});

describe('GET /api/loyalty/order/{id}', () => {
  it('answers one of the caller’s orders', async () => {
    const a = await award({ price: 10, deliveryMethod: 'MA' });
    await balance(demo, 100);
    const placed = await order({ awardId: a.id, deliveryData: { bankAccount: IBAN } });
    const res = await t.call('GET', `/api/loyalty/order/${placed.body.order.orderId}`, { token: t.demo });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(placed.body.order);
  });

  it('answers 404 for another participant’s order and for a missing one, 422 for a bad id', async () => {
    const a = await award({ price: 10 });
    await balance(frsh, 100);
    const theirs = await order({ awardId: a.id }, newKey(), t.frsh);
    const res = await t.call('GET', `/api/loyalty/order/${theirs.body.order.orderId}`, { token: t.demo });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Nie znaleziono zamówienia.');
    expect((await t.call('GET', '/api/loyalty/order/999999', { token: t.demo })).status).toBe(404);
    const bad = await t.call('GET', '/api/loyalty/order/abc', { token: t.demo });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe('Numer zamówienia musi być liczbą.');
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect((await t.call('GET', '/api/loyalty/order/1')).status).toBe(401);
    const tok = await t.login('demo');
    t.clock.advance(16 * 60_000);
    expect((await t.call('GET', '/api/loyalty/order/1', { token: tok })).status).toBe(401);
  });
});

describe('POST /api/loyalty/order/{id}/voucher/resend', () => {
  const resend = (id: number, tok = t.demo) =>
    t.call('POST', `/api/loyalty/order/${id}/voucher/resend`, { token: tok });

  it('sends the voucher again (a new e-mail, a “resent” step), at most 3 times a day', async () => {
    const a = await award({ price: 10, deliveryMethod: 'MV' });
    await balance(demo, 100);
    const placed = await order({ awardId: a.id, deliveryData: { email: 'anna@sklep.pl', phone: '601234567' } });
    const id = placed.body.order.orderId;
    const mailsBefore = (await outbox()).length;
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      const res = await resend(id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
    const mails = (await outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(3);
    expect(mails[0]).toMatchObject({ recipient: 'anna@sklep.pl', subject: `Ponownie: Twój voucher — ${a.name}` });
    const code = /Kod vouchera: (\S+)/.exec(
      (await outbox()).find((m) => m.subject === `Twój voucher — ${a.name}`)!.body,
    )![1];
    expect(mails[0]!.body).toContain(`Kod vouchera: ${code}`);

    const after = await t.call('GET', `/api/loyalty/order/${id}`, { token: t.demo });
    expect(after.body).toMatchObject({
      status: 'resent',
      statusLabel: 'Voucher wysłany ponownie',
      canResendVoucher: true,
    });
    expect(after.body.timeline.map((s: { status: string }) => s.status)).toEqual([
      'placed',
      'voucher_sent',
      'resent',
      'resent',
      'resent',
    ]);

    const limited = await resend(id);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RESEND_LIMIT' });
    expect(limited.body.detail).toBe(
      'Voucher można wysłać ponownie najwyżej 3 razy na dobę. Spróbuj ponownie za 24 godziny.',
    );
    expect(Number(limited.headers.get('retry-after'))).toBe(24 * 3600 - 180 + 60);
    expect((await outbox()).length).toBe(mailsBefore + 3);

    t.clock.advance(24 * 3600_000 - 60_000);
    expect((await resend(id, await t.login('demo'))).status).toBe(200);
  });

  it('answers 409 for an order that is not an e-mail voucher', async () => {
    const a = await award({ price: 10, deliveryMethod: 'CB' });
    await balance(demo, 100);
    const placed = await order({ awardId: a.id });
    const res = await resend(placed.body.order.orderId);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'NOT_A_VOUCHER' });
    expect(res.body.detail).toMatch(/nie jest voucherem e-mailowym/);
  });

  it('answers 404 for another participant’s voucher, 422 for a bad id', async () => {
    const a = await award({ price: 10, deliveryMethod: 'MV' });
    await balance(frsh, 100);
    const theirs = await order(
      { awardId: a.id, deliveryData: { email: 'l@delikatesy.pl', phone: '502111222' } },
      newKey(),
      t.frsh,
    );
    expect(theirs.status).toBe(201);
    const res = await resend(theirs.body.order.orderId);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Nie znaleziono zamówienia.');
    expect((await t.call('POST', '/api/loyalty/order/0/voucher/resend', { token: t.demo })).status).toBe(422);
  });

  it('answers 401 without a token and with an expired one', async () => {
    expect((await t.call('POST', '/api/loyalty/order/1/voucher/resend')).status).toBe(401);
    const tok = await t.login('demo');
    t.clock.advance(16 * 60_000);
    expect((await resend(1, tok)).status).toBe(401);
  });
});

describe('the ledger after all of the above', () => {
  it('agrees with the summary projection for both participants', async () => {
    for (const who of [demo, frsh]) {
      const projected = await readSummary(t.deps.db, who);
      const rebuilt = await t.deps.db.transaction((tx) => rebuildSummary(tx, t.clock, who));
      expect(rebuilt).toEqual(projected);
    }
  });
});
