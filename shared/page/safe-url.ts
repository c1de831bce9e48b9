// Server-given URLs that end up in an href or src (image URLs, avatars). Rich text goes through
// sanitize.ts instead; redirects through navigate.ts (same origin only).
import * as v from 'valibot';

/** Browsers ignore ASCII whitespace and controls around (and inside) a scheme: so must we. */
function schemeOf(value: string): string | null {
  // eslint-disable-next-line no-control-regex -- the control characters are exactly what is stripped
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020]/g, ''));
  return match?.[1]?.toLowerCase() ?? null;
}

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif)[;,]/i;

/**
 * The URL when it is http(s) or relative (a path, `//host` or `?query`), else undefined:
 * never javascript:, vbscript:, data: or any other scheme.
 */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const value = url.trim();
  if (value === '') return undefined;
  const scheme = schemeOf(value);
  return scheme === null || scheme === 'http' || scheme === 'https' ? value : undefined;
}

/** Like safeHref, and also inline raster images (data:image/png…), for an <img src>. */
export function safeImageUrl(url: unknown): string | undefined {
  if (typeof url === 'string' && DATA_IMAGE.test(url.trim())) return url.trim();
  return safeHref(url);
}

/** Schema for a server image URL: unsafe ones become undefined, so the widget's fallback shows. */
export const ImageUrl = v.pipe(
  v.nullish(v.string()),
  v.transform((url: string | null | undefined) => safeImageUrl(url)),
);
