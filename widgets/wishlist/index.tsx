import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { Wishlist } from './Wishlist';

export default defineWidget(NoProps, Wishlist);
