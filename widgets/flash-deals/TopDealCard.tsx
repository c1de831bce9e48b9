import { CUTS, cut } from '../../shared/text/format/cut';
import { priceView } from '../../shared/text/format/price-display';
import type { Product } from '../../shared/page/schemas/product';
import { Price } from '../../shared/ui/Price';
import { ProductImageLink } from '../../shared/ui/ProductImageLink';
import { BuyButton, productPath, WishCompareButtons } from '../../shared/ui/ProductActions';
import { RichText } from '../../shared/ui/RichText';
import { Countdown } from './Countdown';
import type { TimeLeft } from './time-left';

/** A Top Deals card: image, name, price, short description and the countdown. */
export function TopDealCard({ product, left }: { product: Product; left: TimeLeft }) {
  const href = productPath(product);
  return (
    <article className="sf-top-deal" data-product-id={product.id}>
      <ProductImageLink product={product} href={href} className="sf-top-deal__media" />
      <div className="sf-top-deal__body">
        <h3 className="sf-top-deal__name">
          <a href={href} title={product.name}>
            {cut(product.name, CUTS.card)}
          </a>
        </h3>
        <Price view={priceView(product)} />
        {/* RichText, not SafeHtml: keeps DOMPurify off the home page. */}
        <RichText className="sf-top-deal__description" html={product.short_description} />
        <Countdown left={left} />
        <div className="sf-card__actions">
          <WishCompareButtons product={product} />
          <BuyButton product={product} />
        </div>
      </div>
    </article>
  );
}
