import { chosenOptions, type CartItem } from '../page/schemas/cart';

/**
 * The chosen options of a cart line ("Color: White · Size: L") under its name, on the cart
 * page, in the mini cart and in the checkout summary. A <dl> so a screen reader hears each
 * pair; the colon and the dot between pairs are drawn by CSS. Nothing for simple products.
 */
export function LineOptions({ item }: { item: Pick<CartItem, 'options' | 'additional'> }) {
  const options = chosenOptions(item);
  if (options.length === 0) return null;
  return (
    <dl className="sf-line-options">
      {options.map((o, index) => (
        // Names may repeat in a hostile answer; the position keeps keys unique.
        <div key={`${index}-${o.name}`} className="sf-line-options__pair">
          <dt>{o.name}</dt>
          <dd>{o.label}</dd>
        </div>
      ))}
    </dl>
  );
}
