import { beforeLeaving, track } from '../../analytics/track';
import { serverMessage, HttpError } from '../../net/http/errors';
import { cartPrice, type CartProduct } from '../../text/format/price-display';
import { followRedirect, redirectOf, sameOriginTarget } from '../../net/navigate';
import { addToCart } from '../../stores/cart';
import { flashFailure } from '../../stores/failure';
import { flash, flashNextPage } from '../../stores/flash';
import { t } from './messages';

/**
 * SPEC §4 Add to cart for every island: campaign products through the campaign
 * call with their final price, others through the plain call; the shared cart
 * updates everywhere; a redirect is followed only on this site; failures flash
 * the server message or 'An error occurred' (SPEC §8). Returns whether it was added.
 */
export async function addProductToCart(product: CartProduct, quantity = 1): Promise<boolean> {
  const qty = Math.max(1, Math.trunc(quantity));
  try {
    const answer = await addToCart({
      productId: product.id,
      quantity: qty,
      campaignPrice: product.has_campaign ? cartPrice(product) : undefined,
    });
    const sent = track({ name: 'add_to_cart', product, quantity: qty });
    const target = redirectOf(answer);
    if (target !== undefined) {
      await beforeLeaving(sent);
      if (followRedirect(target)) return true;
    }
    const message = answer.message ?? (answer.data as { message?: string } | null | undefined)?.message;
    if (message) flash('success', message);
    return true;
  } catch (error) {
    // Bagisto answers 400 with redirect_uri for a product that needs options chosen.
    const target = error instanceof HttpError ? redirectOf(error.body) : undefined;
    if (target !== undefined && sameOriginTarget(target) !== null) {
      // The product page must say why the shopper landed there ('select options', out of stock).
      const message = serverMessage(error, '');
      if (message !== '') flashNextPage('warning', message);
      followRedirect(target);
      return false;
    }
    flashFailure(error, { fallback: () => t('failed') });
    return false;
  }
}
