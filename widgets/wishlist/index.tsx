import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { Wishlist } from './Wishlist';

export default defineWidget(NoProps, Wishlist);
