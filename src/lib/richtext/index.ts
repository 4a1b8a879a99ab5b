import { escapeHtml, parseRawContent, rawToHtml } from './draft';
import { sanitizeHtml } from './sanitize';

/**
 * The popup's textContent (D2) as safe HTML: Draft.js raw JSON (a string or an object)
 * rendered and sanitised; anything else is shown as plain text, never as markup.
 */
export function richTextToHtml(textContent: unknown): string {
  const raw = parseRawContent(textContent);
  if (raw) return sanitizeHtml(rawToHtml(raw));
  const text = typeof textContent === 'string' ? textContent : '';
  return text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
