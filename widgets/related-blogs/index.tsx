import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { RelatedBlogs } from './RelatedBlogs';

export default defineWidget(Props, RelatedBlogs);
