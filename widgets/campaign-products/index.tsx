import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { CampaignProducts } from './CampaignProducts';

export default defineWidget(Props, CampaignProducts);
