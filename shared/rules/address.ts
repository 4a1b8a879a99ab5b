/** The profile's address: street and city (the postal code has a file of its own). */
export const PROFILE_STREET_MAX_LENGTH = 200;
export const PROFILE_STREET_MISSING = 'Podaj ulicę i numer.';
export const PROFILE_STREET_LONG = `Ulica i numer mogą mieć najwyżej ${PROFILE_STREET_MAX_LENGTH} znaków.`;

export const PROFILE_CITY_MAX_LENGTH = 100;
export const PROFILE_CITY_LONG = `Nazwa miejscowości może mieć najwyżej ${PROFILE_CITY_MAX_LENGTH} znaków.`;

/** The profile's and the courier delivery's. */
export const CITY_MISSING = 'Podaj miejscowość.';
