import { globals } from '../../page/globals';

/**
 * A stored image's URL: the page's storageUrl plus the path (SPEC: /storage/{path}),
 * absolute URLs as given, the placeholder when there is none.
 */
export function storageImage(path: string | null | undefined): string {
  const { storageUrl, placeholderImage } = globals();
  const value = path?.trim();
  if (!value) return placeholderImage;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:image/')) return value;
  return `${storageUrl.replace(/\/?$/, '/')}${value.replace(/^\/+/, '')}`;
}

/** Swaps a broken image for the placeholder once (no loop if that fails too). */
export function onImageError(event: { currentTarget: HTMLImageElement }): void {
  const image = event.currentTarget;
  const placeholder = globals().placeholderImage;
  if (image.src !== placeholder && !image.dataset['fellBack']) {
    image.dataset['fellBack'] = '1';
    image.src = placeholder;
  }
}
