/**
 * Content editors' Markdown: the rules, RODO and terms pages. Each file's
 * frontmatter is checked at build time; a bad file stops the build with the
 * file's name and the field at fault.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const legal = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/legal' }),
  schema: z.object({
    /** The page's heading and <title>. */
    title: z.string().min(1),
    /** One sentence for search engines and link previews. */
    description: z.string().min(1),
    /** Date of the text's last revision (YYYY-MM-DD). */
    updatedAt: z.coerce.date(),
    /** True while the text is a placeholder, not the programme's real document. */
    sample: z.boolean().default(false),
  }),
});

export const collections = { legal };
