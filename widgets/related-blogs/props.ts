import * as v from 'valibot';
import { Id } from '../../shared/page/schemas/common';

/** CONTRACT §4: categoryId, blogId (numbers or numeric strings). */
export const Props = v.looseObject({ categoryId: Id, blogId: Id });
