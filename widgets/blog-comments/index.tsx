import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { BlogComments } from './BlogComments';

export default defineWidget(Props, BlogComments);
