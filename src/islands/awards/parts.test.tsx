import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { awardCue } from './AwardCardView';
import { cardImageId } from '../../lib/awards/picture';
import FactCards from './FactCards';
import OrderTimeline from './OrderTimeline';
import type { AwardCard, AwardDetail } from '../../lib/api/awards-parse';
import { awardCard } from '../../../tests/fixtures/awards';

vi.mock('../../lib/config/config', () => ({ config: { sellerSystemName: 'Hurtownia Plus' } }));
afterEach(cleanup);

const card = (over: Partial<AwardCard>) => awardCard({ price: 190, activeImageId: 11, inactiveImageId: 12, ...over });

describe('award cards', () => {
  it('show the active picture only when the award can be ordered', () => {
    expect(cardImageId(card({}))).toBe(11);
    expect(cardImageId(card({ canOrder: false }))).toBe(12);
    expect(cardImageId(card({ canOrder: false, inactiveImageId: null }))).toBe(11);
  });

  it('say what is missing', () => {
    expect(awardCue(card({ canOrder: false, missingPoints: 800 })).text).toBe('brakuje 800\u00a0vp');
    expect(awardCue(card({ canOrder: false, missingPoints: 1500, currency: 'lp' })).text).toBe(
      'brakuje 1\u00a0500\u00a0lp',
    );
    expect(awardCue(card({})).text).toBe('Możesz zamówić');
    expect(awardCue(card({ canOrder: false })).text).toBe('Teraz niedostępna');
  });
});

describe('fact cards', () => {
  const detail = (userLimit: number | null, remainingAmount: number | null) =>
    ({ ...card({ deliveryMethod: 'CB' }), userLimit, remainingAmount, orderedByUser: 1 }) as AwardDetail;

  it.each([
    [5, 10, 4, '3'],
    [5, null, 3, '4'],
    [null, 0, 3, '4'],
    [null, null, 2, '6'],
  ] as const)('userLimit %s, stock %s: %s cards of span %s', (limit, stock, cards, span) => {
    const { container } = render(<FactCards award={detail(limit, stock)} />);
    const facts = container.querySelectorAll('.aw-fact');
    expect(facts).toHaveLength(cards);
    expect(container.querySelector('.aw-facts')?.getAttribute('data-span')).toBe(span);
    expect((facts[0] as HTMLElement).style.getPropertyValue('--span')).toBe(span);
  });

  it('show a price that cannot be ordered now muted, not in the colour of one that can', () => {
    const price = (award: AwardDetail) => {
      const { container } = render(<FactCards award={award} />);
      const value = container.querySelector('.aw-fact__value')!;
      cleanup();
      return value.className;
    };
    expect(price(detail(null, null))).toBe('aw-fact__value');
    expect(price({ ...detail(null, null), canOrder: false, missingPoints: 500 })).toBe(
      'aw-fact__value aw-fact__value--off',
    );
  });

  it('name the seller system for CB', () => {
    render(<FactCards award={detail(null, null)} />);
    expect(screen.getByText('Realizacja w systemie Hurtownia Plus')).toBeTruthy();
  });
});

describe('order timeline', () => {
  it('marks the steps done, the current one and the ones ahead, with the tracking link', async () => {
    render(
      <OrderTimeline
        label="Etapy"
        steps={[
          {
            status: 'placed',
            label: 'Zamówienie złożone',
            at: '2026-11-16T11:15:00Z',
            done: true,
            note: null,
            trackingUrl: null,
          },
          {
            status: 'sent',
            label: 'Nadana u kuriera',
            at: '2026-11-19T11:15:00Z',
            done: true,
            note: 'InPost',
            trackingUrl: 'https://kurier.example/1',
          },
          { status: 'delivered', label: 'Doręczona', at: null, done: false, note: null, trackingUrl: null },
        ]}
      />,
    );
    // Collapsed: the current step alone, with its tracking link, and a disclosure button.
    expect(screen.getAllByRole('listitem').map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^✓Nadana u\skuriera — obecny etap/),
    ]);
    const link = screen.getByRole('link', { name: /Śledź przesyłkę/ });
    expect(link.getAttribute('href')).toBe('https://kurier.example/1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const toggle = screen.getByRole('button', { name: 'Pokaż wszystkie etapy (3)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBe(screen.getByRole('list'));

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Zwiń etapy');
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((s) => s.className)).toEqual([
      'aw-timeline__step aw-timeline__step--done',
      'aw-timeline__step aw-timeline__step--current',
      'aw-timeline__step aw-timeline__step--todo',
    ]);
    expect(steps[0]!.textContent).toContain('16.11.2026 12:15');
  });
});
