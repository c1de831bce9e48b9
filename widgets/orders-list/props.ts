export { OrdersListProps as Props } from './schema';
