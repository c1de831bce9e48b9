import { defineWidget } from '../../shared/ui/island/define-widget';
import { ProductDetails } from './ProductDetails';
import { Props } from './props';

/** Keeps the server fallback's main photo (docs/widgets.md): the page's largest paint stays the server's image. */
export default defineWidget(Props, ProductDetails, (fallback) => {
  const photo = fallback.querySelector('img.sf-gallery__main');
  return { photo: photo instanceof HTMLImageElement ? photo : null };
});
