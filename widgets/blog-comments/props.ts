import * as v from 'valibot';
import { Id } from '../../shared/page/schemas/common';

/** CONTRACT §4: blogId (a number or numeric string). */
export const Props = v.looseObject({ blogId: Id });
