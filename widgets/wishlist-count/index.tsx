import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { WishlistCount } from './WishlistCount';

export default defineWidget(NoProps, WishlistCount);
