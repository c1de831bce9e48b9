import { defineMessages } from '../../shared/text/i18n/catalogue';

/** SPEC's texts for this island, exactly. */
export const t = defineMessages('product-details', {
  addToCart: 'Add To Cart',
  sku: 'SKU:',
  information: 'Product information',
  description: 'Description',
  reviews: 'Reviews',
  vendor: 'Vendor',
  vendorText: 'Sold and shipped by our trusted partner.',
  video: '{name} video ({provider})',
  zoomImage: 'Zoom image of {name}',
  zoomHelp: 'Click or press Enter to zoom in steps up to {max} times; arrow keys move the zoomed view; Escape resets.',
  zoomLevel: 'Zoom {level}x',
  images: 'Product images',
  showImage: 'Show image {n}',
  quantity: 'Quantity',
  decrease: 'Decrease quantity',
  increase: 'Increase quantity',
  loadingOptions: 'Loading options ...',
  options: 'Options',
});
