import { defineWidget } from '../../shared/island/define-widget';
import { Props } from './props';
import { RelatedBlogs } from './RelatedBlogs';

export default defineWidget(Props, RelatedBlogs);
