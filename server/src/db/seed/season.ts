import type { Clock } from '../../clock.ts';
import type { ArtKey } from './art/index.ts';
import { daysFrom } from './context.ts';

/**
 * The demo is seeded relative to whenever it starts, so its seasonal words come from the
 * calendar too: a November demo has no "Lato z lodami" (decision 020).
 */

export type Season = 'winter' | 'spring' | 'summer' | 'autumn';

/** The month (0–11) in Warsaw, `days` from the seed's now. */
export function warsawMonth(clock: Clock, days = 0): number {
  const month = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', month: 'numeric' }).format(
    daysFrom(clock, days),
  );
  return Number(month) - 1;
}

export function seasonAt(clock: Clock, days = 0): Season {
  const month = warsawMonth(clock, days);
  if (month === 11 || month <= 1) return 'winter';
  if (month <= 4) return 'spring';
  if (month <= 7) return 'summer';
  return 'autumn';
}

interface SeasonCopy {
  /** The season's promotion, as in "udział w promocji jesiennej" and "Promocja jesienna obejmuje…". */
  promotion: { genitive: string; nominative: string; goods: string };
  /** The month's promoted goods: "Promocja miesiąca: lody". */
  monthPromo: { goods: string; description: string; art: ArtKey };
  /** The action a shop signs up for ahead of time; `banner`: its name in banner lines. */
  action: { name: string; banner: string[]; description: string; art: ArtKey };
  /** An action that ended a few weeks ago: its name, and in banner lines. */
  ended: { name: string; banner: string[] };
}

export const SEASONS: Record<Season, SeasonCopy> = {
  winter: {
    promotion: { genitive: 'zimowej', nominative: 'Promocja zimowa', goods: 'herbaty, kakao i słodycze' },
    monthPromo: {
      goods: 'bombonierki',
      description: 'Bombonierki i pudełka czekoladek z gazetki miesiąca. Liczy się każda zamówiona sztuka.',
      art: 'chocolates',
    },
    action: {
      name: 'Zimowe rozgrzewanie',
      banner: ['Zimowe', 'rozgrzewanie'],
      description: 'Akcja rusza za kilka dni: zgłoś sklep, a dostaniesz regał promocyjny na herbaty, kakao i zupy.',
      art: 'hotDrink',
    },
    ended: { name: 'Karnawał z punktami', banner: ['Karnawał', 'z punktami'] },
  },
  spring: {
    promotion: { genitive: 'wiosennej', nominative: 'Promocja wiosenna', goods: 'napoje, przekąski i słodycze' },
    monthPromo: {
      goods: 'produkty na grilla',
      description: 'Kiełbasy, sosy i węgiel drzewny z gazetki miesiąca. Liczy się każde zamówione opakowanie.',
      art: 'grillFood',
    },
    action: {
      name: 'Sezon grillowy',
      banner: ['Sezon', 'grillowy'],
      description: 'Akcja rusza za kilka dni: zgłoś sklep, a dostaniesz lodówkę promocyjną na kiełbasy i sosy.',
      art: 'grillFood',
    },
    ended: { name: 'Majówka z punktami', banner: ['Majówka', 'z punktami'] },
  },
  summer: {
    promotion: { genitive: 'letniej', nominative: 'Promocja letnia', goods: 'napoje, lody i przekąski' },
    monthPromo: {
      goods: 'lody',
      description: 'Opakowania lodów z gazetki miesiąca. Liczy się każda zamówiona sztuka.',
      art: 'iceCream',
    },
    action: {
      name: 'Lato z lodami',
      banner: ['Lato', 'z lodami'],
      description: 'Akcja rusza za kilka dni: zgłoś sklep, a dostaniesz zamrażarkę promocyjną na sezon.',
      art: 'iceCream',
    },
    ended: { name: 'Wakacje z punktami', banner: ['Wakacje', 'z punktami'] },
  },
  autumn: {
    promotion: { genitive: 'jesiennej', nominative: 'Promocja jesienna', goods: 'kawy, herbaty i słodycze' },
    monthPromo: {
      goods: 'herbaty i kakao',
      description: 'Opakowania herbat i kakao z gazetki miesiąca. Liczy się każda zamówiona sztuka.',
      art: 'hotDrink',
    },
    action: {
      name: 'Słodka jesień',
      banner: ['Słodka', 'jesień'],
      description: 'Akcja rusza za kilka dni: zgłoś sklep, a dostaniesz regał promocyjny na słodycze i ciastka.',
      art: 'candy',
    },
    ended: { name: 'Jesień z punktami', banner: ['Jesień', 'z punktami'] },
  },
};

/** The seasonal goods a shop orders ahead, by the month of the order. */
export function preorderAt(clock: Clock, days: number): { title: string; goods: string } {
  const month = warsawMonth(clock, days);
  if (month >= 8) return { title: 'Potwierdź zamówienie świąteczne', goods: 'koszy świątecznych' };
  if (month <= 3) return { title: 'Potwierdź zamówienie świąteczne', goods: 'koszy i słodyczy wielkanocnych' };
  return { title: 'Potwierdź zamówienie na sezon szkolny', goods: 'zeszytów, przyborów i plecaków szkolnych' };
}
