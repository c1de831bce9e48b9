import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { WishlistCount } from './WishlistCount';

export default defineWidget(NoProps, WishlistCount);
