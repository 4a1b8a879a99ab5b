import { positiveInt } from '../url';

/**
 * The award id of /award/:awardId, or null for anything that is not a positive integer:
 * for the award page and for the inline preloader alike, so neither asks for an award
 * the other would not.
 */
export function awardIdFromPath(pathname: string): number | null {
  const match = /^\/award\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return positiveInt(decodeURIComponent(match[1]!));
  } catch {
    return null; // a broken escape (%E0)
  }
}

/** Orders per page of the list on /awards ("Pokaż starsze" adds as many). */
export const ORDERS_PER_PAGE = 5;

/**
 * The order an address names, or null: Historia links to `/awards?zamowienie=12#zamowienia`.
 * The fragment scrolls the browser to the orders, which hydrates their island (client:visible).
 */
export function linkedOrderId(search: string): number | null {
  const match = /^(\d{1,9})$/.exec(new URLSearchParams(search).get('zamowienie') ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Whether /awards opens at its orders (a link to an order, or the section's fragment): then
 * they are the first thing the participant looks at, asked for as the page loads rather
 * than once their island has scrolled into view and downloaded.
 */
export const opensAtOrders = (search: string, hash: string): boolean =>
  linkedOrderId(search) !== null || hash === '#zamowienia';
