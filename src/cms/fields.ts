/**
 * The CMS's form for a legal document: one field per frontmatter key of
 * src/content/legal-schema.ts (fields.test.ts keeps the two in step), and the
 * body in the Markdown editor. Required fields and the date's pattern refuse
 * in the form what the build would refuse.
 */
import type { CmsField } from 'decap-cms-core';

/** Year, month 01–12, day 01–31: what the build's date parsing accepts in this format. */
export const DATE_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

export const LEGAL_FIELDS: CmsField[] = [
  {
    name: 'title',
    label: 'Tytuł',
    widget: 'string',
    required: true,
    hint: 'Nagłówek strony i tytuł karty przeglądarki. Nie powtarzaj go w tekście jako nagłówka.',
  },
  {
    name: 'description',
    label: 'Opis',
    widget: 'string',
    required: true,
    hint: 'Jedno zdanie dla wyszukiwarek i podglądów linków; nie pojawia się na stronie.',
  },
  {
    name: 'updatedAt',
    label: 'Data ostatniej zmiany',
    // Text, not the CMS's date picker: its <input type="date"> rewrites the year while one
    // types. The pattern admits exactly the YYYY-MM-DD strings the build reads as a date.
    widget: 'string',
    required: true,
    pattern: [DATE_PATTERN, 'Wpisz datę jako RRRR-MM-DD, np. 2026-11-21'],
    hint: 'Zmień ją przy każdej zmianie treści. Format: RRRR-MM-DD, np. 2026-11-21.',
  },
  {
    name: 'sample',
    label: 'Tekst przykładowy',
    widget: 'boolean',
    default: false,
    required: false,
    hint: 'Włączone: nad tekstem widać informację, że to nie jest obowiązujący dokument.',
  },
  {
    name: 'body',
    label: 'Treść',
    widget: 'markdown',
    // What docs/content-editors.md allows on these pages: no pictures, no HTML.
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
    editor_components: [],
    required: true,
  },
];
