/**
 * The frontmatter of a legal document (src/content/legal/*.md), apart from
 * astro:content so that the CMS's field list (src/cms/fields.ts) can be
 * checked against it in a unit test.
 */
import { z } from 'astro/zod';

export const legalSchema = z.object({
  /** The page's heading and <title>. */
  title: z.string().min(1),
  /** One sentence for search engines and link previews. */
  description: z.string().min(1),
  /** Date of the text's last revision (YYYY-MM-DD). */
  updatedAt: z.coerce.date(),
  /** True while the text is a placeholder, not the programme's real document. */
  sample: z.boolean().default(false),
});
