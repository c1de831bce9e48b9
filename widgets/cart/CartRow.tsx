import type { KeyboardEvent } from 'react';
import type { CartItem } from '../../shared/page/schemas/cart';
import { LineOptions } from '../../shared/ui/LineOptions';
import { t } from './messages';

/** SPEC §5/§9: a quantity never goes below 1. */
const MIN_QTY = 1;

interface CartRowProps {
  item: CartItem;
  quantity: number;
  onQuantity(next: number): void;
  onRemove(): void;
}

/** One line of the cart table; the quantity here is the shopper's local edit until Update cart. */
export function CartRow({ item, quantity, onQuantity, onRemove }: CartRowProps) {
  const set = (next: number) => onQuantity(Math.max(MIN_QTY, next));
  // The field is read-only like the product page's; arrows still step it for keyboard users.
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp') set(quantity + 1);
    else if (event.key === 'ArrowDown') set(quantity - 1);
    else return;
    event.preventDefault();
  };
  const image = item.base_image?.small_image_url;
  return (
    <tr className="sf-cart__row" data-item-id={item.id}>
      <th scope="row" className="sf-cart__product">
        {/* The flex box sits inside the cell: a flex <th> stops being a table cell and its border slips. */}
        <div className="sf-cart__product-box">
          {image ? <img src={image} alt="" width={64} height={64} loading="lazy" className="sf-cart__image" /> : null}
          <div className="sf-cart__name">
            {item.product_url_key ? <a href={`/products/${item.product_url_key}`}>{item.name}</a> : <span>{item.name}</span>}
            <LineOptions item={item} />
          </div>
        </div>
      </th>
      <td data-label={t('unitPrice')}>{item.formatted_price}</td>
      <td data-label={t('quantity')}>
        <div className="sf-qty">
          <button
            type="button"
            className="sf-icon-button"
            aria-label={t('decreaseQuantity')}
            onClick={() => set(quantity - 1)}
            // Stays enabled at 1 (a no-op there): disabling would drop a keyboard user's focus.
            aria-disabled={quantity <= MIN_QTY || undefined}
          >
            −
          </button>
          <input className="sf-qty__input" type="number" aria-label={t('quantity')} min={MIN_QTY} value={quantity} readOnly onKeyDown={onKey} />
          <button type="button" className="sf-icon-button" aria-label={t('increaseQuantity')} onClick={() => set(quantity + 1)}>
            +
          </button>
        </div>
      </td>
      <td data-label={t('subtotal')}>{item.formatted_total}</td>
      <td data-label={t('remove')}>
        <button type="button" className="sf-icon-button" aria-label={t('remove')} onClick={onRemove}>
          <span aria-hidden="true">✕</span>
        </button>
      </td>
    </tr>
  );
}
