import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { MiniCart } from './MiniCart';

export default defineWidget(NoProps, MiniCart);
