/**
 * Content editors' Markdown: the rules, RODO and terms pages. Each file's
 * frontmatter is checked at build time; a bad file stops the build with the
 * file's name and the field at fault.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { legalSchema } from './content/legal-schema.ts';

const legal = defineCollection({
  // PUNKTY_LEGAL_DIR builds the pages from another copy of the documents: the CMS's
  // end-to-end test edits a temporary copy, never the working tree (tests/e2e/cms.spec.ts).
  loader: glob({ pattern: '*.md', base: process.env.PUNKTY_LEGAL_DIR || './src/content/legal' }),
  schema: legalSchema,
});

export const collections = { legal };
