import { useMemo } from 'react';
import { sanitizeHtml } from '../page/sanitize';

/** Server HTML, sanitised on the way in; the only place widgets set innerHTML. */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'span' | 'td' }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
