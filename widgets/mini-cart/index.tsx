import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { MiniCart } from './MiniCart';

export default defineWidget(NoProps, MiniCart);
