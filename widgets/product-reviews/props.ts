import * as v from 'valibot';
import { Id } from '../../shared/schemas/common';

export const Props = v.looseObject({ productId: Id });
