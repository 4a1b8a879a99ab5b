import { describe, expect, it } from 'vitest';
import { LP_CLOSED, unavailableCue, unavailableReason } from './unavailable';

const award = (over: Partial<Parameters<typeof unavailableCue>[0]> = {}) => ({
  currency: 'vp' as const,
  missingPoints: 0,
  remainingAmount: null,
  userLimit: null,
  orderedByUser: 0,
  wished: false,
  ...over,
});

describe('why an award cannot be ordered (issue 28, N8)', () => {
  it('says what is missing of the points do wydania, not of saldo, grouped with no-break spaces', () => {
    // frsh, award 203: 2 500 vp, do wydania 2 000 vp (saldo 3 590 vp).
    expect(unavailableCue(award({ missingPoints: 500 }))).toBe('Brakuje Ci 500\u00a0vp do wydania');
    expect(unavailableCue(award({ missingPoints: 1500, currency: 'lp' }))).toBe(
      'Brakuje Ci 1\u00a0500\u00a0lp do wydania',
    );
    expect(unavailableReason(award({ missingPoints: 500 }), 0)).toBe(
      'Do tej nagrody brakuje Ci 500\u00a0vp do wydania. Dodaj ją do listy życzeń, a na stronie Nagrody zobaczysz, ile jeszcze zostało.',
    );
    expect(unavailableReason(award({ missingPoints: 500, wished: true }), 0)).toBe(
      'Do tej nagrody brakuje Ci 500\u00a0vp do wydania.',
    );
  });

  it('names the stock, the limit, and lp for a group that does not collect them', () => {
    expect(unavailableCue(award({ remainingAmount: 0 }))).toBe('Chwilowo brak w magazynie');
    expect(unavailableReason(award({ remainingAmount: 0 }), 0)).toBe(
      'Nagroda jest chwilowo niedostępna — brak w magazynie.',
    );
    expect(unavailableCue(award({ userLimit: 2, orderedByUser: 2 }))).toBe('Wykorzystano Twój limit');
    expect(unavailableReason(award({ userLimit: 2, orderedByUser: 2 }), 0)).toBe(
      'Wykorzystano limit tej nagrody: 2 szt. na uczestnika.',
    );
    expect(unavailableCue(award({ missingPoints: 900, currency: 'lp' }), true)).toBe('Twoje konto nie zbiera lp');
    expect(unavailableReason(award({ missingPoints: 900, currency: 'lp' }), 0, true)).toBe(LP_CLOSED);
    expect(unavailableCue(award())).toBe('Teraz niedostępna');
    expect(unavailableReason(award(), 0)).toBe('Na tę nagrodę brakuje teraz punktów albo sztuk w magazynie.');
    expect(unavailableReason(award(), 2)).toBe('Tej nagrody nie można teraz zamówić.');
  });
});
