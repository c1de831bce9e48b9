import * as v from 'valibot';
import { defineWidget } from '../../shared/island/define-widget';
import { Id } from '../../shared/schemas/common';
import { BlogComments } from './BlogComments';

/** CONTRACT §4: blogId (a number or numeric string). */
const Props = v.looseObject({ blogId: Id });

export default defineWidget(Props, BlogComments);
