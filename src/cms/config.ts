/**
 * The CMS's configuration apart from the backend: the three legal documents
 * as one collection of files, the Polish interface, and in local mode (the dev
 * server of `npm run cms`) the local backend. The backend (Git Gateway or
 * GitHub) and the publish mode live in public/admin/config.yml, which the CMS
 * loads and merges with this (docs/content-editors.md).
 */
import type { CmsConfig } from 'decap-cms-core';
import { LEGAL_FIELDS } from './fields.ts';

export const LEGAL_FILES = [
  { name: 'rules', label: 'Zasady programu (/rules)' },
  { name: 'rodo', label: 'Ochrona danych — RODO (/rodo)' },
  { name: 'terms-and-conditions', label: 'Regulamin (/terms-and-conditions)' },
] as const;

/** The folder of the documents, relative to the repository's root. */
export const LEGAL_FOLDER = 'src/content/legal';

/** The configuration passed to CMS.init; `localBackend` is the local server's API in local mode. */
export function cmsConfig(localBackend: string | null): Partial<CmsConfig> {
  return {
    locale: 'pl',
    // Nothing of the CMS is uploaded here (the pages take no pictures), but the CMS requires a folder.
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    ...(localBackend ? { local_backend: { url: localBackend }, publish_mode: 'simple' as const } : {}),
    collections: [
      {
        name: 'legal',
        label: 'Dokumenty',
        label_singular: 'Dokument',
        description: 'Zasady programu, informacja o ochronie danych i regulamin.',
        editor: { preview: true },
        files: LEGAL_FILES.map(({ name, label }) => ({
          name,
          label,
          file: `${LEGAL_FOLDER}/${name}.md`,
          fields: LEGAL_FIELDS,
        })),
      },
    ],
  };
}
