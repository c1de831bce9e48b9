import { defineWidget } from '../../shared/island/define-widget';
import { Props } from './props';
import { BlogComments } from './BlogComments';

export default defineWidget(Props, BlogComments);
