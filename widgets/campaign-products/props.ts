import * as v from 'valibot';
import { Id } from '../../shared/page/schemas/common';

export const Props = v.looseObject({ campaignId: Id });
