/** The words a legal page shows around its text, shared by the page and the CMS's preview. */
export const LEGAL_LABELS = {
  revised: 'Ostatnia zmiana:',
  sampleLead: 'Tekst przykładowy.',
  sampleRest: 'To nie jest obowiązujący dokument programu.',
} as const;
