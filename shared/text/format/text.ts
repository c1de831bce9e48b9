import { sanitizeHtml } from '../../page/sanitize';

/**
 * The readable text of server HTML, for excerpts: sanitised first (no script or
 * style content can leak in as text), then parsed in an inert document that
 * never loads images or runs handlers, whitespace collapsed.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const clean = sanitizeHtml(html);
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${clean}`, 'text/html');
  // Block-level ends become spaces so words from two paragraphs never run together.
  doc.body.querySelectorAll('p, br, li, div, h1, h2, h3, h4, h5, h6, tr').forEach((el) => el.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
