import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { Id } from '../../shared/schemas/common';
import { CampaignProducts } from './CampaignProducts';

export default defineWidget(v.looseObject({ campaignId: Id }), CampaignProducts);
