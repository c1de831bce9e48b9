import { addProductToCart } from '../../shared/ui/actions/add-to-cart';
import { onImageError } from '../../shared/text/format/image';
import { resourceCartProduct, resourcePriceView } from '../../shared/text/format/resource-price';
import type { WishlistItem } from '../../shared/page/schemas/wishlist';
import { Price } from '../../shared/ui/Price';
import { productPath } from '../../shared/ui/ProductActions';
import { useAction } from '../../shared/ui/use-action';
import { globals } from '../../shared/page/globals';
import { t } from './messages';

/** One wishlist line: product, price, Add To Cart (or Select Options), Remove. */
export function WishlistRow({ item, onRemove, removing }: { item: WishlistItem; onRemove(item: WishlistItem): void; removing: boolean }) {
  const { product } = item;
  const [add, adding] = useAction(() => addProductToCart(resourceCartProduct(product)));
  const href = productPath({ url_key: product.url_key ?? null, slug: null });
  const image = product.base_image?.small_image_url ?? product.base_image?.medium_image_url ?? globals().placeholderImage;
  const nameId = `sf-wishlist-name-${item.id}`;
  return (
    <tr data-item-id={item.id}>
      <td className="sf-wishlist__product">
        <img src={image} alt="" width={64} height={64} loading="lazy" className="sf-wishlist__image" onError={onImageError} />
        <a id={nameId} href={href} className="sf-link">
          {product.name}
        </a>
      </td>
      <td>
        <Price view={resourcePriceView(product)} />
      </td>
      <td className="sf-wishlist__actions">
        {product.type === 'simple' ? (
          <button
            type="button"
            className="sf-button sf-button--primary"
            onClick={add}
            disabled={adding}
            aria-busy={adding || undefined}
            aria-describedby={nameId}
          >
            {t('addToCart')}
          </button>
        ) : (
          <a className="sf-button" href={href} aria-describedby={nameId}>
            {t('selectOptions')}
          </a>
        )}
        <button
          type="button"
          className="sf-icon-button"
          aria-label={t('remove')}
          aria-describedby={nameId}
          onClick={() => onRemove(item)}
          disabled={removing}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </td>
    </tr>
  );
}
