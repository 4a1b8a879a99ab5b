/** The participant asked their browser to save data (Data Saver, Lite mode): nothing is fetched ahead. */
export const saveData = (): boolean =>
  Boolean((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData);
