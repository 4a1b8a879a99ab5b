/** Delivery methods of awards (spec sections 3 and 9). */
export const DELIVERY_METHODS = ['MA', 'MT', 'MV', 'CB', 'GFCA'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const isDeliveryMethod = (code: unknown): code is DeliveryMethod =>
  typeof code === 'string' && (DELIVERY_METHODS as readonly string[]).includes(code);
