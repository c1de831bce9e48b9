import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { addProductToCart } from '../../shared/ui/actions/add-to-cart';
import { storageImage } from '../../shared/text/format/image';
import { priceView } from '../../shared/text/format/price-display';
import { Price } from '../../shared/ui/Price';
import { WishCompareButtons } from '../../shared/ui/ProductActions';
import { track } from '../../shared/analytics/track';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { useAction } from '../../shared/ui/use-action';
import { Description } from './Description';
import { Gallery } from './Gallery';
import { optionLabel, variantCartProduct, variantPrice } from './pricing';
import { Quantity } from './Quantity';
import type { ProductPage } from './schema';
import { t } from './messages';
import { Tabs } from './Tabs';
import { useBuyBar } from './use-buy-bar';
import { useVariants } from './use-variants';
import { VariantPicker } from './VariantPicker';

/** The English vendor text (SPEC §2); the page shows it in its language. */
export const VENDOR_TEXT = t.en.vendorText;

/**
 * SPEC §2 Product details: gallery, purchase panel, Description/Reviews tabs
 * and the vendor block. The Reviews tab holds a product-reviews hook, which
 * the runtime mounts when the tab is first shown.
 */
export function ProductDetails({ product, photo }: { product: ProductPage; photo?: HTMLImageElement | null }) {
  const hasVariants = product.type !== 'simple' || (product.product_variants?.length ?? 0) > 0;
  const variants = useVariants(product.id, hasVariants);
  const chosen = variants.chosen;
  const [quantity, setQuantity] = useState(1);
  const cartSlot = useRef<HTMLDivElement>(null);
  useBuyBar(cartSlot);

  const images = useMemo(() => {
    const own = (product.images ?? []).map((image) => image.path);
    const paths = [...(chosen?.images ?? []).map((image) => image.path), ...own].filter((path) => path.trim() !== '');
    return [...new Set(paths.map(storageImage))].concat(paths.length === 0 ? [storageImage(null)] : []);
  }, [chosen, product.images]);

  const view = chosen ? variantPrice(chosen, product) : priceView(product);
  const shownPrice = view.current;
  const add = useCallback(() => addProductToCart(chosen ? variantCartProduct(chosen, product) : product, quantity), [chosen, product, quantity]);
  const [addToCart, adding] = useAction(add);
  // A product with variants waits for them, so the chosen variant's id is what gets added.
  const waiting = hasVariants && variants.state === 'loading';
  // view_item once the shown product is known (with variants: the chosen one), again for each other variant picked.
  const viewed = useRef<number | null | undefined>(undefined);
  const viewedId = chosen?.id ?? null;
  useEffect(() => {
    if (waiting || viewed.current === viewedId) return;
    viewed.current = viewedId;
    void track({ name: 'view_item', product, price: shownPrice, variant: chosen && optionLabel(chosen.name, product.name) });
  }, [waiting, viewedId, product, shownPrice, chosen]);

  return (
    <article className="sf-product" data-product-id={product.id}>
      {/* Name and price first (the server fallback's name and photo are where these are), then the
          gallery: on a phone they stack in this order. Once the cart row has scrolled out of view above,
          it is a bar at the bottom of the screen (never before: it would sit over the choices). */}
      <div className="sf-product__top">
        <div className="sf-product__head">
          <h1 className="sf-product__name">{product.name}</h1>
          <Price view={view} className="sf-product__price" />
        </div>
        <Gallery key={chosen?.id ?? 'product'} images={images} name={product.name} photo={photo} />
        <div className="sf-product__buy">
          <div className="sf-product__links">
            <WishCompareButtons product={product} />
          </div>
          {product.short_description && <SafeHtml html={product.short_description} className="sf-product__short" />}
          {hasVariants && <VariantPicker product={product} variants={variants} />}
        </div>
        <div className="sf-product__cart-slot" ref={cartSlot}>
          <div className="sf-product__cart">
            <Quantity value={quantity} onChange={setQuantity} />
            <button
              type="button"
              className="sf-button sf-button--primary"
              onClick={addToCart}
              disabled={adding || waiting}
              aria-busy={adding || undefined}
            >
              {t('addToCart')}
            </button>
          </div>
        </div>
        {product.sku && (
          <p className="sf-product__sku">
            {t('sku')} <span>{chosen && typeof chosen['sku'] === 'string' ? chosen['sku'] : product.sku}</span>
          </p>
        )}
      </div>
      <Tabs
        label={t('information')}
        tabs={[
          {
            key: 'description',
            label: t('description'),
            panel: <Description html={product.description} videoLink={product.video_link} name={product.name} />,
          },
          {
            key: 'reviews',
            label: t('reviews'),
            panel: <div data-widget="product-reviews" data-hydrate="visible" data-props={JSON.stringify({ productId: product.id })} />,
          },
        ]}
      />
      <aside className="sf-vendor" aria-labelledby={`sf-vendor-${product.id}`}>
        <h2 id={`sf-vendor-${product.id}`} className="sf-vendor__title">
          {t('vendor')}
        </h2>
        {/* SPEC §2: static text. The shop sends no vendor data, so it names no one and promises nothing to come. */}
        <p>{t('vendorText')}</p>
      </aside>
    </article>
  );
}
