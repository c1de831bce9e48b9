import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { Id } from '../../shared/schemas/common';
import { RelatedBlogs } from './RelatedBlogs';

/** CONTRACT §4: categoryId, blogId (numbers or numeric strings). */
const Props = v.looseObject({ categoryId: Id, blogId: Id });

export default defineWidget(Props, RelatedBlogs);
