import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NetworkError } from 'ky';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OrderPanel from './OrderPanel';
import { AWARD } from '../../lib/api/awards';
import { placeOrder } from '../../lib/api/orders';
import { GROUP_CODE, POINTS, PREVIEW } from '../../lib/api/participant';
import { readMock } from '../../../tests/fixtures/reads';
import { awardQuery } from '../../lib/awards/queries';
import type { AwardDetail } from '../../lib/api/awards-parse';
import { awardDetail } from '../../../tests/fixtures/awards';
import type { Order } from '../../lib/api/orders-parse';
import { $points, $pointsReloadAt, $previewQuery, $profile } from '../../lib/participant/participant';
import { wipeQueries } from '../../lib/query/query';
import { $session } from '../../lib/stores/session';
import { seedQuery } from '../../../tests/fixtures/query';
import { httpError } from '../../../tests/fixtures/http';

vi.mock('../../lib/api/orders', async (original) => ({
  ...(await original<typeof import('../../lib/api/orders')>()),
  placeOrder: vi.fn(),
}));
vi.mock('../../lib/api/fetch-read', async () => (await import('../../../tests/fixtures/reads')).mockedFetchRead);
const getAward = readMock(AWARD);
const getPreview = readMock(PREVIEW);
readMock(GROUP_CODE).mockImplementation(() => new Promise(() => {}));
readMock(POINTS).mockImplementation(() => new Promise(() => {}));
vi.mock('../../lib/errors', async (original) => ({
  ...(await original<typeof import('../../lib/errors')>()),
  handleError: vi.fn(() => 'Coś poszło nie tak...'),
}));
vi.mock('../../lib/toast/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));
// The Ark dialog itself is tested in the browser; here a plain stand-in with the same props.
vi.mock('./ConfirmOrderDialog', () => ({
  default: (p: {
    open: boolean;
    onConfirm: () => void;
    onClose: () => void;
    submitting: boolean;
    failure: { message: string; retryable: boolean } | null;
    summary: { total: number; method: string; wallet: { spendable: number } | null };
  }) =>
    p.open ? (
      <div role="alertdialog" aria-label="Potwierdź zamówienie">
        <p>Sposób: {p.summary.method}</p>
        <p>Po: {p.summary.wallet === null ? '—' : p.summary.wallet.spendable - p.summary.total}</p>
        {p.failure && <p role="alert">{p.failure.message}</p>}
        {!(p.failure && !p.failure.retryable) && (
          <button type="button" onClick={p.onConfirm}>
            Potwierdzam zamówienie
          </button>
        )}
        <button type="button" onClick={p.onClose}>
          Wróć
        </button>
      </div>
    ) : null,
}));

const award = (over: Partial<AwardDetail> = {}): AwardDetail & { deliveryMethod: 'MA' } => ({
  ...awardDetail({
    awardId: 202,
    name: 'Przelew 100 zł',
    groupId: 6,
    categoryId: 25,
    groupName: 'Vouchery',
    categoryName: 'Premie',
    userLimit: 12,
    ...over,
  }),
  deliveryMethod: 'MA',
});

const points = {
  vpTotalValue: 5000,
  vpSubtractedValue: 0,
  vpLockedValue: 0,
  vpCurrentValue: 3005,
  lpTotalValue: 0,
  lpSubtractedValue: 0,
  lpLockedValue: 0,
  lpCurrentValue: 0,
};

const order: Order = {
  orderId: 77,
  awardId: 202,
  awardName: 'Przelew 100 zł',
  activeImageId: null,
  quantity: 1,
  unitPrice: 1000,
  totalPrice: 1000,
  currency: 'vp' as const,
  deliveryMethod: 'MA' as const,
  deliveryMethodLabel: 'Przelew na rachunek',
  deliveryData: {},
  status: 'placed',
  statusLabel: 'Zamówienie złożone',
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
  trackingUrl: null,
  canResendVoucher: false,
  timeline: [],
};

afterEach(cleanup);

beforeEach(() => {
  sessionStorage.clear();
  $session.set({
    isLoggedIn: true,
    user: { token: 't', username: 'demo' },
    exp: Date.now() / 1000 + 600,
    message: null,
  });
  wipeQueries();
  // A store a test left still holds its answer for a second: this test's page has none yet.
  cleanStores($previewQuery);
  vi.mocked(placeOrder).mockReset();
  getAward.mockReset().mockResolvedValue(award());
  getPreview.mockReset();
  getPreview.mockResolvedValue({ bankAccount: 'PL61109010140000071219812874' } as never);
  // What the shell of the page already loaded.
  seedQuery('participant.points', '', points);
  seedQuery('participant.group', '', 'STD');
});

async function openConfirmation() {
  const user = userEvent.setup();
  render(<OrderPanel award={award()} />);
  await waitFor(() =>
    expect(screen.getByLabelText('Numer konta bankowego')).toHaveProperty(
      'value',
      'PL61 1090 1014 0000 0712 1981 2874',
    ),
  );
  await user.click(screen.getByRole('button', { name: /^Zamów za/ }));
  return user;
}

/** The award page shows the award: the store that the order asks again. */
function showAward() {
  seedQuery('awards.award', '202', award());
  return awardQuery(202).listen(() => {});
}

describe('OrderPanel', () => {
  it('prefills the bank account from the profile and states the balance after the order', async () => {
    await openConfirmation();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('Po: 2005'));
    expect(dialog).toHaveProperty('textContent', expect.stringContaining('Sposób: MA'));
  });

  it('puts a second order button beside the name and the price: it checks the form and confirms', async () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    const user = userEvent.setup();
    render(<OrderPanel award={award()} orderSlot={slot} />);
    const field = await screen.findByLabelText('Numer konta bankowego');
    await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(''));
    const top = slot.querySelector('button')!;
    expect(top.textContent).toBe('Zamów');
    // Bad data: the field says so and takes the focus, as with the form's own button.
    await user.clear(field);
    await user.click(top);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(field);
    await user.type(field, 'PL61 1090 1014 0000 0712 1981 2874');
    await user.click(top);
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
    slot.remove();
  });

  it('checks the IBAN before the confirmation step', async () => {
    const user = userEvent.setup();
    render(<OrderPanel award={award()} />);
    const field = await screen.findByLabelText('Numer konta bankowego');
    await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(''));
    await user.clear(field);
    await user.type(field, 'PL61 1090 1014 0000 0712 1981 2875');
    await user.click(screen.getByRole('button', { name: /^Zamów za/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText(/błędna suma kontrolna/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain('bankAccount-error');
    expect(document.activeElement).toBe(field);
  });

  it('limits the quantity: the stepper stops at the most the participant may order', async () => {
    const user = userEvent.setup();
    render(<OrderPanel award={award({ maxOrderable: 2 })} />);
    const more = screen.getByRole('button', { name: 'Jedna sztuka więcej' });
    await user.click(more);
    expect(screen.getByLabelText('Liczba sztuk')).toHaveProperty('value', '2');
    expect(more).toHaveProperty('disabled', true);
  });

  it('retries a lost answer with the same Idempotency-Key, and orders once', async () => {
    vi.mocked(placeOrder)
      .mockRejectedValueOnce(new NetworkError(new Request('http://localhost/api/loyalty/order')))
      .mockResolvedValueOnce({
        order,
        summary: { ...points, vpLockedValue: 1000, vpCurrentValue: 2005 },
        created: true,
      });
    const reloads: number[] = [];
    const stop = [$pointsReloadAt.listen((v) => reloads.push(v)), showAward()];
    const user = await openConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Potwierdzam zamówienie' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('nie złoży drugiego'),
    );
    await user.click(screen.getByRole('button', { name: 'Potwierdzam zamówienie' }));
    await screen.findByRole('heading', { name: 'Zamówienie nr 77 zostało złożone' });

    const [first, second] = vi.mocked(placeOrder).mock.calls;
    expect(first![1]).toBe(second![1]);
    expect(first![0]).toEqual({
      awardId: 202,
      quantity: 1,
      deliveryData: { bankAccount: 'PL61109010140000071219812874' },
    });
    // The news says what the order did to saldo, when that changes, and the wallet as it is now.
    expect(screen.getByTestId('order-points-note').textContent!.replace(/\s/g, ' ')).toBe(
      'Zablokowaliśmy 1 000 vp: saldo się nie zmieniło. Punkty znikną z salda, gdy przelew zostanie zaksięgowany. ' +
        'W portfelu masz teraz: saldo 5 000 vp, zablokowane 1 000 vp, do wydania 2 005 vp.',
    );
    // The wallet shows the locked points at once, and reloads them; the award is asked again.
    expect($points.get()?.vpLockedValue).toBe(1000);
    expect(reloads).toHaveLength(1);
    await waitFor(() => expect(getAward).toHaveBeenCalledWith(202, undefined));
    stop.forEach((s) => s());
  });

  it('a new order after a placed one gets a new key', async () => {
    vi.mocked(placeOrder).mockResolvedValue({ order, summary: null, created: true });
    const user = await openConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Potwierdzam zamówienie' }));
    await user.click(await screen.findByRole('button', { name: 'Zamów jeszcze raz' }));
    // The button went away with the news: the focus is on the form's title, not on <body>.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Zamów nagrodę' }));
    await user.click(screen.getByRole('button', { name: /^Zamów za/ }));
    await user.click(await screen.findByRole('button', { name: 'Potwierdzam zamówienie' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(placeOrder).mock.calls;
    expect(first![1]).not.toBe(second![1]);
  });

  it("shows the server's sentence for a refusal and reloads the award", async () => {
    vi.mocked(placeOrder).mockRejectedValue(
      httpError(422, { status: 422, detail: 'Brakuje 200 vp, aby zamówić tę nagrodę.', code: 'INSUFFICIENT_POINTS' }),
    );
    const reloads: number[] = [];
    const stop = [$pointsReloadAt.listen((v) => reloads.push(v)), showAward()];
    const user = await openConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Potwierdzam zamówienie' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Brakuje 200 vp, aby zamówić tę nagrodę.');
    expect(screen.queryByRole('button', { name: 'Potwierdzam zamówienie' })).toBeNull();
    // The balance and the award changed under the participant: both are asked again.
    expect(reloads).toHaveLength(1);
    await waitFor(() => expect(getAward).toHaveBeenCalledWith(202, undefined));
    stop.forEach((s) => s());
  });

  it('puts the server field errors on the fields', async () => {
    vi.mocked(placeOrder).mockRejectedValue(
      httpError(422, {
        detail: 'Zły numer.',
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'deliveryData.bankAccount', message: 'Ten rachunek jest zamknięty.' }],
      }),
    );
    const user = await openConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Potwierdzam zamówienie' }));
    await act(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await screen.findByText('Ten rachunek jest zamknięty.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lets only the FRSH group spend lp', () => {
    const lp = { ...award(), currency: 'lp' as const };
    render(<OrderPanel award={lp} />);
    expect(screen.getByText(/punkty lojalnościowe \(lp\), a Twoje konto ich nie zbiera/)).toBeTruthy();
    expect(screen.queryByText(/FRSH/)).toBeNull();
    cleanup();
    seedQuery('participant.group', '', 'FRSH');
    seedQuery('participant.points', '', { ...points, lpCurrentValue: 5000 });
    render(<OrderPanel award={lp} />);
    expect(screen.getByRole('button', { name: /^Zamów za 1\s000\slp/ })).toBeTruthy();
  });

  it("explains why an award cannot be ordered, in the wallet's words: do wydania, not saldo", () => {
    // Saldo 5 000 vp, do wydania 3 005: the award costs 3 805.
    render(<OrderPanel award={award({ price: 3805, canOrder: false, missingPoints: 800, maxOrderable: 0 })} />);
    expect(screen.getByText(/^Do tej nagrody brakuje Ci 800\svp do\swydania\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Zamów za/ })).toBeNull();
    expect(screen.getByText(/^Do wydania masz 3\s005\svp z 3\s805\svp \(78%\)$/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Punkty do wydania na tę nagrodę' })).toBeTruthy();
  });

  it('says under the price why the award cannot be ordered, and puts no order button beside it', () => {
    const [slot, cue] = [document.createElement('div'), document.createElement('div')];
    document.body.append(slot, cue);
    render(
      <OrderPanel
        award={award({ price: 3805, canOrder: false, missingPoints: 800, maxOrderable: 0 })}
        orderSlot={slot}
        cueSlot={cue}
      />,
    );
    expect(slot.childElementCount).toBe(0);
    expect(cue.textContent).toBe('Brakuje Ci 800\u00a0vp do wydania');
    cleanup();
    render(
      <OrderPanel
        award={award({ canOrder: false, remainingAmount: 0, maxOrderable: 0 })}
        orderSlot={slot}
        cueSlot={cue}
      />,
    );
    expect(cue.textContent).toBe('Chwilowo brak w\u00a0magazynie');
    cleanup();
    // An award that can be ordered: the order button by the price, no reason under it.
    render(<OrderPanel award={award()} orderSlot={slot} cueSlot={cue} />);
    expect(slot.querySelector('button')?.textContent).toBe('Zamów');
    expect(cue.childElementCount).toBe(0);
    slot.remove();
    cue.remove();
  });

  it('prefills the delivery data once, when the profile arrives, unless the participant typed', async () => {
    let arrive!: (profile: unknown) => void;
    getPreview.mockReturnValue(new Promise((resolve) => (arrive = resolve)) as never);
    const user = userEvent.setup();
    render(<OrderPanel award={award()} />);
    const field = screen.getByLabelText('Numer konta bankowego') as HTMLInputElement;
    expect(field.value).toBe('');
    await user.type(field, 'PL27 1140 2004');
    arrive({ bankAccount: 'PL61109010140000071219812874' });
    await waitFor(() => expect($profile.get()).not.toBeNull());
    await act(() => Promise.resolve());
    expect(field.value).toBe('PL27 1140 2004');
  });

  it('says so when the profile cannot be read, and leaves the fields to the participant', async () => {
    getPreview.mockRejectedValue(new NetworkError(new Request('http://localhost/api/loyalty/participant/preview')));
    render(<OrderPanel award={award()} />);
    expect(await screen.findByText('Nie udało się wczytać danych z profilu. Wpisz je poniżej.')).toBeTruthy();
    expect(screen.getByLabelText('Numer konta bankowego')).toHaveProperty('value', '');
  });
});
