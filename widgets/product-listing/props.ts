// CONTRACT §4: scope and id, shared with the other listing widget.
export { ListingProps as Props } from '../../shared/page/schemas/listing';
