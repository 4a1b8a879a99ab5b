import { typeset } from '../format/typography';
import { escapeHtml, parseRawContent, rawToHtml, withoutRepeatedTitle } from './draft';
import { sanitizeHtml } from './sanitize';

/**
 * The popup's textContent (D2) as safe, typeset HTML: Draft.js raw JSON (a string or an
 * object) rendered and sanitised; anything else is shown as plain text, never as markup.
 * With `title`, a first heading that only repeats it is left out (the dialog shows the title).
 */
export function richTextToHtml(textContent: unknown, options: { title?: string } = {}): string {
  const raw = parseRawContent(textContent);
  if (raw) return sanitizeHtml(rawToHtml(options.title ? withoutRepeatedTitle(raw, options.title) : raw));
  const text = typeof textContent === 'string' ? textContent : '';
  return text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(typeset(p)).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
