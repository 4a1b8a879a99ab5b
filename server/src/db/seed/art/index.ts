import { ELECTRONICS } from './electronics.ts';
import { GOODS } from './goods.ts';
import { HOME } from './home.ts';
import { giftCard, LEISURE } from './leisure.ts';
import { C, place, turn, type Draw } from './paint.ts';
import { SHOP } from './shop.ts';
import { SPORT } from './sport.ts';

const BASE = { ...ELECTRONICS, ...HOME, ...SPORT, ...SHOP, ...GOODS, ...LEISURE };

/** Gift cards, each with the sign of where it is spent. */
const CARDS = {
  cardGrocery: giftCard(BASE.cart),
  cardElectronics: giftCard(BASE.plug),
  cardDrugstore: giftCard(BASE.cosmetics),
  cardOnline: giftCard(BASE.parcel),
  cardFurniture: giftCard(BASE.sofa),
  cardFashion: giftCard(BASE.shirt),
  cardShoes: giftCard(BASE.shoe),
  cardSport: giftCard(BASE.football),
  cardJewellery: giftCard(BASE.ring),
  cardFuel: giftCard(BASE.fuelPump),
  cardCarWash: giftCard(BASE.carWash),
  cardCarService: giftCard(BASE.wrench),
  cardCinema: giftCard(BASE.clapper),
  cardBooks: giftCard(BASE.book),
  cardAmusement: giftCard(BASE.ferrisWheel),
  cardEcoMarket: giftCard(BASE.carrot),
  cardGarden: giftCard(BASE.flower),
} satisfies Record<string, Draw>;

/** The award groups' pictures: two or three things of the group together. */
const GROUPS = {
  groupElectronics: (p) => place(BASE.laptop, p, -4, 8, 0.8) + place(BASE.smartphone, p, 52, 30, 0.62),
  groupHome: (p) => place(BASE.pottedPlant, p, -2, 16, 0.66) + place(BASE.standMixer, p, 36, 12, 0.7),
  groupCards: (p) =>
    turn(-10, 40, 40, place(CARDS.cardFashion, p, -2, 0, 0.72)) + place(CARDS.cardGrocery, p, 26, 30, 0.72),
  groupSport: (p) => place(BASE.cityBike, p, -6, 4, 0.86) + place(BASE.football, p, 62, 58, 0.36),
  groupShop: (p) => place(BASE.shelfRack, p, 0, 6, 0.72) + place(BASE.trolley, p, 40, 36, 0.62),
  groupVouchers: (p) => place(BASE.ticket, p, 0, 28, 0.78) + place(BASE.balloon, p, 56, 2, 0.46, C.red),
} satisfies Record<string, Draw>;

/** Every drawing of the demo, by name. */
export const ART = { ...BASE, ...CARDS, ...GROUPS };

export type ArtKey = keyof typeof ART;

/** A task's picture: its subject, and the sign of its kind in the corner (tick, question, camera). */
export function taskArt(subject: Draw, kind: 'confirm' | 'quiz' | 'photo'): Draw {
  const badge = { confirm: ART.check, quiz: ART.question, photo: ART.camera }[kind];
  return (p) => place(subject, p, -4, 0, 0.9) + place(badge, p, 54, 52, 0.5);
}
