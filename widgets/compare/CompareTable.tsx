import type { CSSProperties } from 'react';
import { addProductToCart } from '../../shared/ui/actions/add-to-cart';
import { onImageError } from '../../shared/text/format/image';
import { resourceCartProduct, resourcePriceView } from '../../shared/text/format/resource-price';
import { globals } from '../../shared/page/globals';
import { Price } from '../../shared/ui/Price';
import { productPath } from '../../shared/ui/ProductActions';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { useAction } from '../../shared/ui/use-action';
import type { CompareProduct } from '../../shared/net/http/routes/compare';
import { t } from './messages';

const nameId = (p: CompareProduct) => `sf-compare-name-${p.id}`;

function BuyNow({ product }: { product: CompareProduct }) {
  const [add, adding] = useAction(() => addProductToCart(resourceCartProduct(product)));
  const href = productPath({ url_key: product.url_key ?? null, slug: null });
  if (product.type !== 'simple') {
    return (
      <a className="sf-button" href={href} aria-describedby={nameId(product)}>
        {t('selectOptions')}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="sf-button sf-button--primary"
      onClick={add}
      disabled={adding}
      aria-busy={adding || undefined}
      aria-describedby={nameId(product)}
    >
      {t('addToCart')}
    </button>
  );
}

interface CompareTableProps {
  products: readonly CompareProduct[];
  removing: number | null;
  onRemove(product: CompareProduct): void;
}

/**
 * SPEC §2 /compare: one column per product, rows Products, Price, Description, Buy now, Remove.
 * Each product heads its own column (a `th scope=col`), so every cell below is announced with
 * the product's name; the row labels stay put on the left while a phone scrolls the products
 * sideways inside the region, never the page.
 */
export function CompareTable({ products, removing, onRemove }: CompareTableProps) {
  const placeholder = globals().placeholderImage;
  // The column count sizes the table: equal product columns, wide enough to read on a phone.
  const columns = { '--sf-compare-columns': products.length } as CSSProperties;
  return (
    <div className="sf-compare__scroll" role="region" aria-label={t('table')} tabIndex={0}>
      <table className="sf-table sf-compare__table" style={columns}>
        <caption className="sf-visually-hidden">{t('table')}</caption>
        <colgroup>
          <col className="sf-compare__label-column" />
          {products.map((p) => (
            <col key={p.id} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="row">{t('products')}</th>
            {products.map((p) => (
              <th key={p.id} scope="col" className="sf-compare__product">
                <div className="sf-compare__product-inner">
                  <img
                    src={p.base_image?.medium_image_url ?? p.base_image?.small_image_url ?? placeholder}
                    alt=""
                    width={120}
                    height={120}
                    loading="lazy"
                    onError={onImageError}
                  />
                  <a id={nameId(p)} className="sf-link" href={productPath({ url_key: p.url_key ?? null, slug: null })}>
                    {p.name}
                  </a>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('price')}</th>
            {products.map((p) => (
              <td key={p.id}>
                <Price view={resourcePriceView(p)} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('description')}</th>
            {products.map((p) => (
              <td key={p.id}>
                {/* The box scrolls when the text is long: focusable and named so the keyboard can scroll it too. */}
                <div className="sf-compare__description" role="region" aria-label={t('descriptionOf', { name: p.name })} tabIndex={0}>
                  <SafeHtml html={p.description} />
                </div>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('buyNow')}</th>
            {products.map((p) => (
              <td key={p.id}>
                <BuyNow product={p} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('remove')}</th>
            {products.map((p) => (
              <td key={p.id}>
                <button
                  type="button"
                  className="sf-icon-button"
                  aria-label={t('remove')}
                  aria-describedby={nameId(p)}
                  disabled={removing === p.id}
                  aria-busy={removing === p.id || undefined}
                  onClick={() => onRemove(p)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
