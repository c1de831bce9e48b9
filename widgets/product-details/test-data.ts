import * as v from 'valibot';
import { ProductPage } from './schema';

/** Product payloads as the page's Blade hands them over (decimal strings, string ids). */
export const simpleRaw = {
  id: '6',
  type: 'simple',
  name: 'Aarong Silk Fatua',
  url_key: 'aarong-silk-fatua',
  sku: 'SKU-0006',
  price: '1850.0000',
  special_price: '1650.0000',
  final_price: null,
  has_campaign: 0,
  images: [
    { id: 1, path: 'product/6/fatua-1.jpg' },
    { id: 2, path: 'product/6/fatua-2.jpg' },
  ],
  product_variants: [],
  short_description: '<p>Genuine <strong>Aarong</strong> product.</p>',
  description: '<p>Hand-stitched silk.</p>',
  video_link: null,
};

export const configurableRaw = {
  ...simpleRaw,
  id: 2,
  type: 'configurable',
  name: 'Yellow Slim Fit Denim Jeans',
  sku: 'SKU-0002',
  price: '2890.0000',
  special_price: null,
  product_variants: [
    { id: 1010, price: '2890.0000', special_price: null },
    { id: 1011, price: '2940.0000', special_price: '2700.0000' },
  ],
};

export const variantsAnswer = [
  { id: 1010, name: 'Yellow Slim Fit Denim Jeans - Blue / M', price: 2890, special_price: null, images: [{ path: 'product/2/variant-1010.jpg' }] },
  {
    id: 1011,
    name: 'Yellow Slim Fit Denim Jeans - Black / L',
    price: '2940.0000',
    special_price: '2700.0000',
    images: [{ path: 'product/2/variant-1011.jpg' }],
  },
];

export const parse = (raw: Record<string, unknown>) => v.parse(ProductPage, raw);
