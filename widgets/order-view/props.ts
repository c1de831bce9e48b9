export { OrderViewProps as Props } from './schema';
