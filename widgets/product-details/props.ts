export { ProductDetailsProps as Props } from './schema';
