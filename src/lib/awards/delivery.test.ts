import { describe, expect, it } from 'vitest';
import { ENV_DEFAULTS } from '../config/config-schema';
import { deliveryLabel, NO_INFORMATION } from './delivery';

describe('deliveryLabel (spec section 9)', () => {
  it.each([
    ['MA', 'Przelew na wskazany rachunek bankowy'],
    ['MT', 'Dostawa kurierem na wskazany adres'],
    ['MV', 'Voucher wysłany e-mailem, hasło do pliku SMS-em'],
    ['CB', 'Realizacja w systemie Hurtownia Plus'],
    ['GFCA', 'Realizacja w systemie Hurtownia Plus'],
  ])('%s → %s', (code, label) => {
    expect(deliveryLabel(code, 'Hurtownia Plus')).toBe(label);
  });

  it('names the configured system for CB and GFCA, whatever it is', () => {
    expect(deliveryLabel('CB', 'Punkty')).toBe('Realizacja w systemie Punkty');
    expect(deliveryLabel('GFCA', '  Punkty  ')).toBe('Realizacja w systemie Punkty');
  });

  it('says "the seller\'s system" when no name is configured (the default: never the portal\'s name)', () => {
    expect(deliveryLabel('CB', ' ')).toBe('Realizacja w systemie sprzedawcy');
    expect(deliveryLabel('GFCA', ENV_DEFAULTS.PUBLIC_SELLER_SYSTEM_NAME)).toBe('Realizacja w systemie sprzedawcy');
  });

  it.each([[''], [null], [undefined], ['XX'], ['ma'], [' MA'], [42], [{}]])('%j → brak informacji', (code) => {
    expect(deliveryLabel(code, 'Punkty')).toBe(NO_INFORMATION);
    expect(NO_INFORMATION).toBe('brak informacji');
  });
});
