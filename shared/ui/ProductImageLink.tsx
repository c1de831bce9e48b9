import { onImageError, storageImage } from '../text/format/image';
import type { Product } from '../page/schemas/product';

/**
 * A product's first image as a link to its page, at a fixed 240x285 so nothing
 * shifts while it loads. Hidden from the tab order and screen readers: the
 * name link beside it goes to the same place.
 */
export function ProductImageLink({ product, href, className }: { product: Product; href: string; className: string }) {
  return (
    <a href={href} className={className} tabIndex={-1} aria-hidden="true">
      <img src={storageImage(product.images?.[0]?.path)} alt="" width={240} height={285} loading="lazy" decoding="async" onError={onImageError} />
    </a>
  );
}
