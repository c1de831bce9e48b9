import { CUTS, cut } from '../text/format/cut';
import { priceView } from '../text/format/price-display';
import type { Product } from '../page/schemas/product';
import { Price } from './Price';
import { ProductImageLink } from './ProductImageLink';
import { BuyButton, productPath, WishCompareButtons } from './ProductActions';

export interface ProductCardProps {
  product: Product;
  /** SPEC §9 cut for where the card is shown. */
  nameLength?: number;
  /** Brand grids link by slug (SPEC §2); everything else by url_key. */
  linkBy?: 'url_key' | 'slug';
  /** Replaces the product's own price view, e.g. a campaign's computed price. */
  price?: ReturnType<typeof priceView>;
}

/**
 * The one product card of every grid and list: image with fixed size (no
 * layout shift), name cut, price rule of SPEC §4 and the action buttons.
 */
export function ProductCard({ product, nameLength = CUTS.card, linkBy = 'url_key', price }: ProductCardProps) {
  const href = productPath(product, linkBy);
  return (
    <article className="sf-card" data-product-id={product.id}>
      <ProductImageLink product={product} href={href} className="sf-card__media" />
      <h3 className="sf-card__name">
        <a href={href} title={product.name}>
          {cut(product.name, nameLength)}
        </a>
      </h3>
      <Price view={price ?? priceView(product)} />
      <div className="sf-card__actions">
        <WishCompareButtons product={product} />
        <BuyButton product={product} by={linkBy} />
      </div>
    </article>
  );
}
