import { describe, expect, it, vi } from 'vitest';
import { parsePage } from './parse';
import { parseAwardCard, parseAwardDetail } from './awards-parse';
import { parseOrder, safeUrl } from './orders-parse';

const card = {
  awardId: 5,
  name: 'Powerbank',
  shortDescription: 'Naładuje telefon',
  price: 390,
  currency: 'vp',
  deliveryMethod: 'MT',
  activeImageId: 53,
  inactiveImageId: 54,
  groupId: 1,
  categoryId: 1,
  isNew: false,
  wished: true,
  canOrder: true,
  missingPoints: 0,
};

describe('parsing answers at the edge', () => {
  it('keeps a good card as it is', () => {
    expect(parseAwardCard(card)).toEqual(card);
  });

  it('drops an item that cannot be shown and keeps the page', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = parsePage(
      { items: [card, { awardId: 'x' }, null], page: 1, per: 24, total: 3, totalPages: 1 },
      parseAwardCard,
    );
    expect(page?.items).toHaveLength(1);
    expect(page?.totalPages).toBe(1);
  });

  it('refuses an answer that is not a list page', () => {
    expect(parsePage({ nope: true }, parseAwardCard)).toBeNull();
  });

  it('makes unknown delivery codes and currencies safe', () => {
    expect(parseAwardCard({ ...card, deliveryMethod: 'ZZ', currency: 'eur' })).toMatchObject({
      deliveryMethod: null,
      currency: 'vp',
    });
  });

  it('reads limits as whole numbers or null, numeric strings too (as every number of every answer)', () => {
    const detail = parseAwardDetail({
      ...card,
      description: 'Opis',
      userLimit: 3,
      remainingAmount: null,
      orderedByUser: 1,
      maxOrderable: '7',
    });
    expect(detail).toMatchObject({ userLimit: 3, remainingAmount: null, orderedByUser: 1, maxOrderable: 7 });
    expect(parseAwardDetail({ ...card, userLimit: 'dużo', maxOrderable: -2 })).toMatchObject({
      userLimit: null,
      maxOrderable: 0,
    });
  });

  it('follows only http(s) tracking links', () => {
    expect(safeUrl('https://kurier.example/track/1')).toBe('https://kurier.example/track/1');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    const order = parseOrder({
      orderId: 1,
      awardId: 2,
      awardName: 'Koc',
      timeline: [{ status: 'sent', label: 'Nadana', at: null, done: true, trackingUrl: 'javascript:x' }, 5],
      trackingUrl: 'data:text/html,x',
    });
    expect(order?.trackingUrl).toBeNull();
    expect(order?.timeline).toEqual([
      { status: 'sent', label: 'Nadana', at: null, done: true, note: null, trackingUrl: null },
    ]);
  });
});
