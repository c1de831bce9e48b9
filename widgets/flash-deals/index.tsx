import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { FlashDeals } from './FlashDeals';

export default defineWidget(Props, FlashDeals);
